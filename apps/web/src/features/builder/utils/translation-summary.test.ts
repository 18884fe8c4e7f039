import type { SourceText } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { languageNameInSentence, summarizeTranslation } from "./translation-summary";

const sources: SourceText[] = [
  { key: "title", kind: "title", text: "Survey", max: 200 },
  { key: "q:q1:questionText", kind: "questionText", text: "Name?", questionId: "q1", max: 200 },
];
const german = { language: "de", sourceLanguage: "en", sources } as const;

describe("summarizeTranslation", () => {
  it("counts the missing texts, blank ones included, and says the language is held back", () => {
    expect(summarizeTranslation({ ...german, texts: { title: " " }, isFallbackOn: false })).toEqual(
      {
        summary: "German: 2 of 2 texts missing",
        hint: "Respondents are not offered German until every text is translated, or the default text is shown where a translation is missing.",
      },
    );
  });

  it("says missing texts read in the default language when the fallback is on", () => {
    const { summary, hint } = summarizeTranslation({
      ...german,
      texts: { title: "Umfrage" },
      isFallbackOn: true,
    });
    expect(summary).toBe("German: 1 of 2 texts missing");
    expect(hint).toBe("Respondents are offered German; the missing texts read in English.");
  });

  it("says when every text is translated", () => {
    const texts = { title: "Umfrage", "q:q1:questionText": "Name?" };
    expect(summarizeTranslation({ ...german, texts, isFallbackOn: false }).summary).toBe(
      "German: all 2 texts translated",
    );
  });

  it("names a language in English in English, and in the language the app speaks otherwise", () => {
    expect(languageNameInSentence("de", "en")).toBe("German");
    expect(languageNameInSentence("de", "fr")).toBe("allemand");
    expect(languageNameInSentence("zh-Hans", "en")).toBe("Simplified Chinese");
  });
});
