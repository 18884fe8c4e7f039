import { describe, expect, it } from "vitest";
import { firstMatchingLanguage, isLanguageCode, LANGUAGE_CODES, matchLanguage } from "./languages";

describe("matchLanguage", () => {
  it("takes the exact tag, whatever its case", () => {
    expect(matchLanguage("pt-br", LANGUAGE_CODES)).toBe("pt-BR");
    expect(matchLanguage("DE", LANGUAGE_CODES)).toBe("de");
  });

  it("serves a regional tag with its base language", () => {
    expect(matchLanguage("de-AT", LANGUAGE_CODES)).toBe("de");
    expect(matchLanguage("ar-EG", LANGUAGE_CODES)).toBe("ar");
    expect(matchLanguage("pt", LANGUAGE_CODES)).toBe("pt-BR");
    expect(matchLanguage("pt-PT", LANGUAGE_CODES)).toBe("pt-BR");
  });

  it("serves Simplified Chinese only to readers of it", () => {
    for (const tag of ["zh", "zh-CN", "zh-SG", "zh-Hans", "zh-Hans-HK"]) {
      expect(matchLanguage(tag, LANGUAGE_CODES)).toBe("zh-Hans");
    }
    for (const tag of ["zh-TW", "zh-HK", "zh-Hant", "zh-Hant-CN"]) {
      expect(matchLanguage(tag, LANGUAGE_CODES)).toBeUndefined();
    }
  });

  it("serves nothing the form does not offer", () => {
    expect(matchLanguage("de-CH", ["en", "fr"])).toBeUndefined();
    expect(matchLanguage("", LANGUAGE_CODES)).toBeUndefined();
    expect(matchLanguage("sv", LANGUAGE_CODES)).toBeUndefined();
  });
});

describe("firstMatchingLanguage", () => {
  it("takes the reader's most preferred language the form offers", () => {
    expect(firstMatchingLanguage(["sv-SE", "fr-CA", "en"], ["en", "fr"])).toBe("fr");
    expect(firstMatchingLanguage(["sv-SE"], ["en", "fr"])).toBeUndefined();
  });
});

describe("isLanguageCode", () => {
  it("knows the shipped languages and nothing else", () => {
    expect(isLanguageCode("zh-Hans")).toBe(true);
    expect(isLanguageCode("toString")).toBe(false);
    expect(isLanguageCode("zh")).toBe(false);
  });
});
