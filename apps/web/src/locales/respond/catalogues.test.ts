import {
  ANSWER_ISSUE_CODES,
  type AnswerIssue,
  englishAnswerMessage,
} from "@formloom/shared/answer-issues";
import { LANGUAGE_CODES, type LanguageCode } from "@formloom/shared/languages";
import { describe, expect, it } from "vitest";
import { respondI18n, speakLanguage } from "@/features/respond/i18n/respond-i18n";
import { textsIn } from "@/features/respond/i18n/use-respond-text";
import { mismatchedPlaceholders, wrongPluralForms } from "@/test/icu-messages";

// Every language the public page ships must say everything the English says, with the same
// placeholders and plural forms its grammar has: a missing text would fall back to English
// mid-page, and a foreign placeholder would print as "{name}".

type Catalogue = Record<string, string>;

const sources = import.meta.glob<Catalogue>("./*.json", { eager: true, import: "default" });
const catalogueOf = (language: LanguageCode) => sources[`./${language}.json`];
const english = catalogueOf("en") ?? {};
const translations = LANGUAGE_CODES.filter((language) => language !== "en");

describe("the public page's catalogues", () => {
  it("ship every language the page offers", () => {
    expect(Object.keys(sources).sort()).toEqual(
      LANGUAGE_CODES.map((language) => `./${language}.json`).sort(),
    );
  });

  describe.each(translations)("%s", (language) => {
    const catalogue = catalogueOf(language) ?? {};

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

describe("the English catalogue", () => {
  const sample: { [Code in AnswerIssue["code"]]?: AnswerIssue } = {
    TOO_SHORT: { code: "TOO_SHORT", params: { min: 3 } },
    TOO_LONG: { code: "TOO_LONG", params: { max: 10 } },
    RATING_OUT_OF_RANGE: { code: "RATING_OUT_OF_RANGE", params: { max: 5 } },
    NUMBER_BELOW_MIN: { code: "NUMBER_BELOW_MIN", params: { min: 2 } },
    NUMBER_ABOVE_MAX: { code: "NUMBER_ABOVE_MAX", params: { max: 9 } },
    DATE_BEFORE_MIN: { code: "DATE_BEFORE_MIN", params: { min: "2030-01-01" } },
    DATE_AFTER_MAX: { code: "DATE_AFTER_MAX", params: { max: "2030-12-31" } },
    SCALE_OUT_OF_RANGE: { code: "SCALE_OUT_OF_RANGE", params: { min: 0, max: 10 } },
    FILE_TOO_LARGE: { code: "FILE_TOO_LARGE", params: { maxBytes: 5 * 1024 * 1024 } },
  };

  it.each(ANSWER_ISSUE_CODES)("words %s as the server's English does", async (code) => {
    const { describeAnswerError } = await import("@/features/respond/utils/describe-answer-error");
    const issue = sample[code] ?? ({ code } as AnswerIssue);
    expect(describeAnswerError(issue, textsIn("en"))).toBe(englishAnswerMessage(issue));
  });
});

describe("plural forms", () => {
  const starsIn = async (language: LanguageCode, counts: number[]) => {
    await speakLanguage(language);
    const t = textsIn(language);
    const said = counts.map((count) => t("rating.star", { count }));
    await speakLanguage("en");
    return said;
  };

  it("says 1, 2 and 5 stars in Polish with three different words", async () => {
    const [one, few, many] = await starsIn("pl", [1, 2, 5]);
    expect(
      new Set([one?.replace("1", ""), few?.replace("2", ""), many?.replace("5", "")]).size,
    ).toBe(3);
  });

  it("says 1, 2, 3 and 11 stars in Arabic with the four forms of its grammar they take", async () => {
    const counts = [1, 2, 3, 11];
    const said = await starsIn("ar", counts);
    const words = said.map((text, index) => text.replace(String(counts[index]), "#"));
    expect(new Set(words).size).toBe(4);
    expect(respondI18n.locale).toBe("en");
  });
});
