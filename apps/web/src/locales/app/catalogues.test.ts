import { isLanguageCode } from "@formloom/shared/languages";
import { describe, expect, it } from "vitest";
import { mismatchedPlaceholders, wrongPluralForms } from "@/test/icu-messages";

// A language the app ships must say everything the English says, with the same placeholders
// and the plural forms of its grammar: a missing text would fall back to English mid-screen.

type Catalogue = Record<string, string>;

const sources = import.meta.glob<Catalogue>("./*.json", { eager: true, import: "default" });
const languageOf = (file: string) => file.replace(/^\.\/(.+)\.json$/, "$1");
const english = sources["./en.json"] ?? {};
const translations = Object.keys(sources)
  .map(languageOf)
  .filter((language) => language !== "en");

describe("the app's catalogues", () => {
  it("are named after languages Formloom speaks", () => {
    expect(
      Object.keys(sources)
        .map(languageOf)
        .filter((code) => !isLanguageCode(code)),
    ).toEqual([]);
  });

  it("hold English messages that parse, with English plural forms", () => {
    expect(wrongPluralForms("en", english)).toEqual([]);
  });

  describe.each(translations)("%s", (language) => {
    const catalogue = sources[`./${language}.json`] ?? {};

    it("has every text of the English and no other", () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    });

    it("fills in the English placeholders, no more and no fewer", () => {
      expect(mismatchedPlaceholders(english, catalogue)).toEqual([]);
    });

    it("counts with every plural form of its grammar and no other", () => {
      expect(wrongPluralForms(language, catalogue)).toEqual([]);
    });
  });
});
