import { describe, expect, it } from "vitest";
import { questionDraftSchema } from "./builder-schemas";
import { buildAnswerCells } from "./csv";
import { isConditionMet, operatorsFor, valueKindFor } from "./form-logic";
import { hasDistribution } from "./question-type-traits";
import { changeQuestionType, normalizeQuestionForSave } from "./question-types";
import { checkAnswer } from "./respondent-rules";
import { publicQuestion, regexMatches } from "./testing-questions";

const IMAGE = "0190f0f0-0000-7000-8000-000000000001";

const check = (question: ReturnType<typeof publicQuestion>, value: unknown) =>
  checkAnswer(question, value, regexMatches);

function errorsOf(question: Record<string, unknown>): Record<string, string> {
  const result = questionDraftSchema.safeParse({
    questionText: "Cover",
    questionType: "imageChoice",
    options: ["Sea", "Forest"],
    ...question,
  });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("image choice answers", () => {
  const single = publicQuestion({
    questionType: "imageChoice",
    options: ["Sea", "Forest", "Desert"],
  });
  const multiple = { ...single, validations: { multiple: true } };

  it("takes a list of distinct labels: one at most unless several are allowed", () => {
    expect(check(single, ["Sea"])).toBeNull();
    expect(check(single, ["Sea", "Forest"])).toEqual({ code: "IMAGE_CHOICE_ONE" });
    expect(check(multiple, ["Sea", "Forest"])).toBeNull();
    for (const value of ["Sea", ["Lake"], ["Sea", "Sea"], [1], { 0: "Sea" }]) {
      expect(check(multiple, value), JSON.stringify(value)).toEqual({ code: "OPTION_INVALID" });
    }
    expect(check(single, [])).toBeNull();
    expect(check({ ...single, required: true }, [])).toEqual({ code: "REQUIRED" });
  });

  it("is read by logic and counted per option as checkboxes are, and exported as labels", () => {
    expect(operatorsFor("imageChoice")).toEqual(operatorsFor("checkbox"));
    expect(valueKindFor("imageChoice")).toBe("option");
    expect(hasDistribution("imageChoice")).toBe(true);
    const contains = { operator: "contains" as const, value: "Forest" };
    expect(isConditionMet("imageChoice", contains, ["Sea", "Forest"])).toBe(true);
    expect(isConditionMet("imageChoice", contains, ["Sea"])).toBe(false);
    const question = { _id: "q", questionType: "imageChoice" as const, questionText: "Cover" };
    const answers = [{ questionId: "q", answer: ["Sea", "Forest"] }];
    expect(buildAnswerCells([question], answers)).toEqual(["Sea; Forest"]);
  });
});

describe("image choice drafts", () => {
  it("lines the pictures up with the options and keeps the multiple switch", () => {
    const parsed = questionDraftSchema.parse({
      questionText: "Cover",
      questionType: "imageChoice",
      options: ["Sea", "Forest", "Desert"],
      optionImages: [{ imageId: IMAGE, alt: "  Waves  " }],
    });
    expect(parsed.optionImages).toEqual([
      { imageId: IMAGE, alt: "Waves" },
      { imageId: null, alt: "" },
      { imageId: null, alt: "" },
    ]);
    expect(parsed.validations).toEqual({ multiple: false });
    const other = normalizeQuestionForSave({ ...parsed, questionType: "checkbox" });
    expect(other.optionImages).toEqual([]);
    expect(other.validations).toEqual({});
  });

  it("refuses too few or too many options, blank or repeated labels, stray pictures", () => {
    expect(errorsOf({ options: ["Sea"] })).toHaveProperty("options");
    expect(errorsOf({ options: Array.from({ length: 21 }, (_, i) => `O${i}`) })).toHaveProperty(
      "options",
    );
    expect(errorsOf({ options: Array.from({ length: 20 }, (_, i) => `O${i}`) })).toEqual({});
    expect(errorsOf({ options: ["Sea", "Sea"] })).toHaveProperty("options");
    expect(errorsOf({ options: ["Sea", ""] })).toHaveProperty(["options.1"]);
    const three = Array(3).fill({ imageId: null, alt: "" });
    expect(errorsOf({ optionImages: three })).toHaveProperty("optionImages");
    expect(errorsOf({ optionImages: [{ imageId: "x", alt: "" }] })).toHaveProperty([
      "optionImages.0.imageId",
    ]);
    expect(errorsOf({ optionImages: [{ imageId: null, alt: "a".repeat(201) }] })).toHaveProperty([
      "optionImages.0.alt",
    ]);
    expect(errorsOf({ optionImages: [{ imageId: null, alt: "\u0000" }] })).not.toEqual({});
  });

  it("starts with two options without pictures", () => {
    const text = changeQuestionType(
      {
        ...normalizeQuestionForSave(
          questionDraftSchema.parse({ questionText: "Q", questionType: "text" }),
        ),
        key: "q",
      },
      "imageChoice",
    );
    expect(text.options).toEqual(["Option 1", "Option 2"]);
    expect(text.optionImages).toEqual([
      { imageId: null, alt: "" },
      { imageId: null, alt: "" },
    ]);
  });
});
