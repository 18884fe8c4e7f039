import { afterEach, describe, expect, it } from "vitest";
import { makePublicForm } from "../testing/render-question";
import { answeredLanguage, chooseLanguage, readLanguageChoice } from "./language-choice";

const formIn = (language: "en" | "de", languages: ("en" | "de" | "ar" | "fr")[]) => {
  const form = makePublicForm();
  return { ...form, settings: { ...form.settings, language, languages } };
};

afterEach(() => window.history.replaceState(null, "", "/"));

describe("chooseLanguage", () => {
  const form = formIn("en", ["de", "ar"]);

  it("takes the respondent's pick over the browser's languages", () => {
    expect(chooseLanguage(form, "ar", ["de-DE", "en"])).toBe("ar");
  });

  it("passes over a pick the form does not offer, to the browser's first it offers", () => {
    expect(chooseLanguage(form, "fr", ["fr-CA", "de-AT", "en"])).toBe("de");
  });

  it("falls back to the form's default when none of the reader's languages is offered", () => {
    expect(chooseLanguage(formIn("de", ["en"]), null, ["ja", "ko"])).toBe("de");
  });

  it("guesses among every language before the form arrives", () => {
    expect(chooseLanguage(undefined, null, ["ja-JP"])).toBe("ja");
  });
});

describe("readLanguageChoice", () => {
  it("reads ?lang= and keeps it for the respondent's next forms", () => {
    expect(readLanguageChoice("?lang=de")).toBe("de");
    expect(readLanguageChoice("")).toBe("de");
  });
});

describe("answeredLanguage", () => {
  it("records the language spoken, or the default when the page could not speak one offered", () => {
    const form = formIn("de", ["ar"]);
    expect(answeredLanguage(form, "ar")).toBe("ar");
    expect(answeredLanguage(form, "en")).toBe("de");
  });
});
