import type { AnswerValue } from "@formloom/shared";
import { publicQuestion } from "@formloom/shared/testing-questions";
import { describe, expect, it } from "vitest";
import type { ShownQuestion } from "../utils/shown-form";
import { formPipes } from "./form-pipes";
import { type PipingState, pipeQuestion, pipeText } from "./piped-texts";

const NAME = "11111111-1111-4111-8111-111111111111";
const COLOUR = "22222222-2222-4222-8222-222222222222";

function question(overrides: Partial<ShownQuestion>): ShownQuestion {
  return publicQuestion({ _id: "33333333-3333-4333-8333-333333333333", ...overrides });
}

const questions = [
  question({ _id: NAME, questionText: "Name" }),
  question({
    _id: COLOUR,
    questionType: "multipleChoice",
    options: ["red", "blue"],
    optionLabels: { red: "rouge", blue: "bleu" },
  }),
];

function state(
  values: Record<string, AnswerValue>,
  shown: string[] = [NAME, COLOUR],
  hiddenValues: Record<string, string> = {},
): PipingState {
  return { questions, values, hiddenValues, shownIds: new Set(shown) };
}

describe("piped texts on the respondent's page", () => {
  it("shows the answer, an option by its label, a hidden value, as plain text", () => {
    const text = `Hi {{answer:${NAME}|you}}, {{answer:${COLOUR}}} from {{hidden:ref}}`;
    const piped = pipeText(
      text,
      state({ [NAME]: "<b>Ada</b>", [COLOUR]: "red" }, undefined, { ref: "news" }),
    );
    expect(piped).toBe("Hi <b>Ada</b>, rouge from news");
  });

  it("shows the fallback for an empty answer, a hidden question and a missing hidden value", () => {
    const text = `Hi {{answer:${NAME}|you}} {{answer:${COLOUR}|no colour}} {{hidden:ref|direct}}`;
    expect(pipeText(text, state({ [NAME]: "  ", [COLOUR]: "red" }, [NAME]))).toBe(
      "Hi you no colour direct",
    );
  });

  it("pipes a question's title, description and option labels, never its option values", () => {
    const piped = pipeQuestion(
      question({
        questionType: "multipleChoice",
        questionText: `Why, {{answer:${NAME}}}?`,
        description: `{{answer:${NAME}}}`,
        options: [`Because {{answer:${NAME}}}`],
      }),
      state({ [NAME]: "Ada" }),
    );
    expect(piped.questionText).toBe("Why, Ada?");
    expect(piped.description).toBe("Ada");
    expect(piped.options).toEqual([`Because {{answer:${NAME}}}`]);
    expect(piped.optionLabels).toEqual({ [`Because {{answer:${NAME}}}`]: "Because Ada" });
  });

  it("loads the renderer only for a form whose texts pipe", () => {
    const settings = { confirmationMessage: "" };
    expect(formPipes({ questions, settings })).toBe(false);
    expect(formPipes({ questions, settings: { confirmationMessage: "{{hidden:ref}}" } })).toBe(
      true,
    );
    expect(
      formPipes({ questions: [question({ options: [`{{answer:${NAME}}}`] })], settings }),
    ).toBe(true);
  });
});
