import { afterEach, describe, expect, it } from "vitest";
import { appI18n } from "./app-i18n";
import { changeAppLanguage, chooseAppLanguage, readAppLanguageChoice } from "./app-language";

const shipped = ["en", "de", "fr", "zh-Hans"] as const;

describe("chooseAppLanguage", () => {
  it("takes the user's pick over the browser's languages", () => {
    expect(chooseAppLanguage("fr", ["de-DE"], shipped)).toBe("fr");
  });

  it("takes the browser's first language the app ships, else English", () => {
    expect(chooseAppLanguage(null, ["pl-PL", "de-AT", "fr"], shipped)).toBe("de");
    expect(chooseAppLanguage(null, ["zh-CN"], shipped)).toBe("zh-Hans");
    expect(chooseAppLanguage(null, ["pl-PL"], shipped)).toBe("en");
  });

  it("passes over a pick the app does not ship", () => {
    expect(chooseAppLanguage("xx", ["de"], shipped)).toBe("de");
  });
});

describe("changeAppLanguage", () => {
  afterEach(() => changeAppLanguage("en"));

  it("speaks the language at once, marks the page and keeps the pick", async () => {
    await changeAppLanguage("de");
    expect(appI18n.locale).toBe("de");
    expect(document.documentElement.lang).toBe("de");
    expect(readAppLanguageChoice()).toBe("de");
    expect(appI18n._("profile.language.title")).toBe("Sprache");
  });

  it("turns the page right to left for Arabic", async () => {
    await changeAppLanguage("ar");
    expect(document.documentElement.dir).toBe("rtl");
  });
});
