import { describe, expect, it } from "vitest";
import { saveTranslationsBodySchema } from "./api-forms";
import { FORM_TITLE_MAX } from "./constants";
import { type SourceText, sourceTextsOf } from "./form-texts";
import {
  FORM_TEXT_KEY_MAX,
  findTranslationIssues,
  TRANSLATED_TEXT_MAX,
  TRANSLATIONS_MESSAGES,
  translationProgress,
} from "./form-translations";

const sources: SourceText[] = sourceTextsOf({
  title: "Planets",
  description: "",
  questions: [
    {
      _id: "q1",
      questionType: "multipleChoice",
      questionText: "Best planet?",
      description: "",
      options: ["Earth"],
      rows: [],
      scaleMinLabel: "",
      scaleMaxLabel: "",
    },
  ],
  settings: { confirmationMessage: "", closedMessage: "" },
});

describe("findTranslationIssues", () => {
  it("accepts texts that translate the form's own keys within their fields", () => {
    expect(
      findTranslationIssues(sources, {
        title: "x".repeat(FORM_TITLE_MAX),
        "q:q1:option:Earth": "Erde",
      }),
    ).toEqual({});
  });

  it("names a key the form no longer has and a text past its field's limit", () => {
    expect(
      findTranslationIssues(sources, {
        title: "x".repeat(FORM_TITLE_MAX + 1),
        "q:q1:option:Mars": "Mars",
        description: "Über Planeten",
      }),
    ).toEqual({
      title: TRANSLATIONS_MESSAGES.tooLongFor(FORM_TITLE_MAX),
      "q:q1:option:Mars": TRANSLATIONS_MESSAGES.unknownKey,
      description: TRANSLATIONS_MESSAGES.unknownKey,
    });
  });
});

describe("translationProgress", () => {
  it("counts the texts, the missing ones and the translated ones still current", () => {
    expect(translationProgress(sources, undefined)).toEqual({
      total: 3,
      missing: 3,
      translated: 0,
    });
    expect(
      translationProgress(sources, { title: "Planeten", "q:q1:questionText": " ", gone: "x" }),
    ).toEqual({ total: 3, missing: 2, translated: 1 });
  });
});

describe("TRANSLATIONS_MESSAGES", () => {
  it("names languages in English", () => {
    expect(TRANSLATIONS_MESSAGES.languageNotAdded("de")).toBe(
      "German is not one of this form's added languages",
    );
    expect(TRANSLATIONS_MESSAGES.missingSummary("ar", 2, 5)).toBe("Arabic: 2 of 5 texts missing");
  });
});

describe("saveTranslationsBodySchema", () => {
  it("trims texts and refuses a key or a text past the longest any field takes", () => {
    expect(saveTranslationsBodySchema.parse({ texts: { title: " Planeten " } })).toEqual({
      texts: { title: "Planeten" },
    });
    const messages = (texts: Record<string, string>) =>
      saveTranslationsBodySchema.safeParse({ texts }).error?.issues.map((issue) => issue.message);
    expect(messages({ ["k".repeat(FORM_TEXT_KEY_MAX + 1)]: "x" })).toEqual([
      TRANSLATIONS_MESSAGES.keyTooLong,
    ]);
    expect(messages({ title: "x".repeat(TRANSLATED_TEXT_MAX + 1) })).toEqual([
      TRANSLATIONS_MESSAGES.textTooLong,
    ]);
    expect(messages({ title: "a\u0000" })).toHaveLength(1);
  });
});
