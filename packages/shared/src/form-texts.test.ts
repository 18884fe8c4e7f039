import { describe, expect, it } from "vitest";
import { FEEDBACK_MAX, FORM_TITLE_MAX, OPTION_TEXT_MAX } from "./constants";
import {
  currentTextsOf,
  isTranslated,
  missingTextsOf,
  optionTextKey,
  questionTextKey,
  rowTextKey,
  servedLanguagesOf,
  sourcesOfTexts,
  sourceTextsOf,
  type TranslatableForm,
  type TranslatableQuestion,
  translated,
  withQuestionIds,
} from "./form-texts";

const question = (overrides: Partial<TranslatableQuestion> = {}): TranslatableQuestion => ({
  _id: "q1",
  questionType: "multipleChoice",
  questionText: "Best planet?",
  description: "",
  options: ["Mercury", "Earth"],
  rows: [],
  scaleMinLabel: "",
  scaleMaxLabel: "",
  feedback: null,
  ...overrides,
});

const form = (overrides: Partial<TranslatableForm> = {}): TranslatableForm => ({
  title: "Planets",
  description: "",
  questions: [question()],
  settings: { confirmationMessage: "", closedMessage: "" },
  ...overrides,
});

describe("sourceTextsOf", () => {
  it("lists the form's texts in page order under stable keys, leaving blank ones out", () => {
    const sources = sourceTextsOf(
      form({
        description: "About planets",
        questions: [
          question({
            description: " ",
            feedback: { correct: "Yes", incorrect: "" },
          }),
          question({
            _id: "q2",
            questionType: "grid",
            questionText: "Rate",
            options: ["Low", "High"],
            rows: ["Size"],
            scaleMinLabel: "Small",
            scaleMaxLabel: "Big",
          }),
        ],
        settings: {
          confirmationMessage: "Thanks",
          closedMessage: "Closed",
          calculations: { endings: [{ message: "You qualify" }, { message: " " }] },
        },
      }),
    );
    expect(sources.map(({ key, kind }) => [key, kind])).toEqual([
      ["title", "title"],
      ["description", "description"],
      ["q:q1:questionText", "questionText"],
      ["q:q1:option:Mercury", "option"],
      ["q:q1:option:Earth", "option"],
      ["q:q1:feedbackCorrect", "feedbackCorrect"],
      ["q:q2:questionText", "questionText"],
      ["q:q2:option:Low", "option"],
      ["q:q2:option:High", "option"],
      ["q:q2:row:Size", "row"],
      ["q:q2:scaleMinLabel", "scaleMinLabel"],
      ["q:q2:scaleMaxLabel", "scaleMaxLabel"],
      ["ending:0:message", "endingMessage"],
      ["confirmationMessage", "confirmationMessage"],
      ["closedMessage", "closedMessage"],
    ]);
  });

  it("holds each text to its own field's limit and names its question", () => {
    const sources = sourceTextsOf(
      form({ questions: [question({ feedback: { correct: "Yes", incorrect: "No" } })] }),
    );
    const byKey = new Map(sources.map((source) => [source.key, source]));
    expect(byKey.get("title")).toEqual({
      key: "title",
      kind: "title",
      text: "Planets",
      max: FORM_TITLE_MAX,
    });
    expect(byKey.get(optionTextKey("q1", "Earth"))).toMatchObject({
      text: "Earth",
      questionId: "q1",
      max: OPTION_TEXT_MAX,
    });
    expect(byKey.get(questionTextKey("q1", "feedbackIncorrect"))?.max).toBe(FEEDBACK_MAX);
  });

  it("keys an option by its text, so reordering keeps its translation", () => {
    const before = sourceTextsOf(form()).map((source) => source.key);
    const reordered = sourceTextsOf(
      form({ questions: [question({ options: ["Earth", "Mercury"] })] }),
    );
    expect(new Set(reordered.map((source) => source.key))).toEqual(new Set(before));
    expect(rowTextKey("q2", "Size")).toBe("q:q2:row:Size");
  });
});

describe("translations of the sources", () => {
  const sources = sourceTextsOf(form());
  const texts = { title: "Planeten", "q:q1:questionText": "  ", "q:gone:questionText": "Weg" };

  it("counts a blank or absent translation as missing", () => {
    expect(isTranslated(texts, "title")).toBe(true);
    expect(isTranslated(texts, "q:q1:questionText")).toBe(false);
    expect(isTranslated(undefined, "title")).toBe(false);
    expect(missingTextsOf(sources, texts).map((source) => source.key)).toEqual([
      "q:q1:questionText",
      "q:q1:option:Mercury",
      "q:q1:option:Earth",
    ]);
    expect(missingTextsOf(sources, undefined)).toEqual(sources);
  });

  it("keeps only the translations of texts the form still has", () => {
    expect(currentTextsOf(sources, texts)).toEqual({ title: "Planeten" });
    expect(currentTextsOf(sources, undefined)).toEqual({});
  });

  it("keeps a translation only while the default text it was made from is unchanged", () => {
    const title = sources.find((source) => source.key === "title")?.text ?? "";
    const madeFrom = sourcesOfTexts(sources, { title: "Planeten", "q:gone:questionText": "Weg" });
    expect(madeFrom).toEqual({ title });
    expect(currentTextsOf(sources, texts, madeFrom)).toEqual({ title: "Planeten" });
    expect(currentTextsOf(sources, texts, { title: "An older title" })).toEqual({});
  });

  it("reads a translation, or the default text where it is missing", () => {
    expect(translated(texts, "title", "Planets")).toBe("Planeten");
    expect(translated(texts, "q:q1:questionText", "Best planet?")).toBe("Best planet?");
    expect(translated(undefined, "title", "Planets")).toBe("Planets");
  });
});

describe("servedLanguagesOf", () => {
  const sources = sourceTextsOf(form());
  const complete = Object.fromEntries(sources.map(({ key }) => [key, `de ${key}`]));
  const translations = { de: complete, fr: { title: "Planètes" } };

  const settings = (translationFallback: boolean) =>
    ({ language: "en", languages: ["fr", "de", "ar"], translationFallback }) as const;

  it("offers only the complete added languages, in the owner's order", () => {
    expect(servedLanguagesOf(sources, settings(false), translations)).toEqual(["de"]);
  });

  it("offers every added language when missing texts fall back to the default", () => {
    expect(servedLanguagesOf(sources, settings(true), translations)).toEqual(["fr", "de", "ar"]);
  });

  it("offers a language of a form with no text to translate", () => {
    const settings = { language: "en", languages: ["ja"], translationFallback: false } as const;
    expect(servedLanguagesOf([], settings, {})).toEqual(["ja"]);
  });
});

describe("withQuestionIds", () => {
  it("moves each question's keys to its new id and leaves the form's own keys", () => {
    const texts = {
      title: "Planeten",
      "q:q1:questionText": "Bester Planet?",
      "q:q1:option:a:b": "A:B",
      "q:q9:questionText": "Unbekannt",
    };
    expect(withQuestionIds(texts, new Map([["q1", "n1"]]))).toEqual({
      title: "Planeten",
      "q:n1:questionText": "Bester Planet?",
      "q:n1:option:a:b": "A:B",
      "q:q9:questionText": "Unbekannt",
    });
  });
});
