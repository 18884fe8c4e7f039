import { describe, expect, it } from "vitest";
import { englishTexts as en } from "../testing/english-texts";
import { makeQuestion } from "../testing/render-question";
import { formatAnswer, formatCorrectAnswer } from "./format-answer";

describe("formatAnswer and formatCorrectAnswer", () => {
  it("read a grid by row, a ranking in order, ticked boxes as a list and free text as alternatives", () => {
    const grid = makeQuestion({ questionType: "matrix", rows: ["Food", "Service"] });
    expect(formatAnswer(grid, ["Great", ""], en)).toBe("Food: Great, Service: —");
    const ranking = makeQuestion({ questionType: "ranking" });
    expect(formatCorrectAnswer(ranking, ["B", "A"], en)).toBe("1. B, 2. A");
    const boxes = makeQuestion({ questionType: "checkbox" });
    expect(formatCorrectAnswer(boxes, ["Red", "Blue"], en)).toBe("Red and Blue");
    expect(formatAnswer(boxes, [], en)).toBe("No answer");
    expect(formatCorrectAnswer(makeQuestion({}), ["Paris", "paris, France"], en)).toBe(
      "Paris or paris, France",
    );
    expect(formatAnswer(makeQuestion({ questionType: "number" }), 4, en)).toBe("4");
    expect(formatAnswer(makeQuestion({}), undefined, en)).toBe("No answer");
  });

  it("read the options in the respondent's language, the answer being the default text", () => {
    const labels = { optionLabels: { Red: "Rot", Blue: "Blau" } };
    const boxes = { ...makeQuestion({ questionType: "checkbox" }), ...labels };
    expect(formatAnswer(boxes, ["Red", "Blue"], en)).toBe("Rot and Blau");
    const choice = { ...makeQuestion({ questionType: "multipleChoice" }), ...labels };
    expect(formatAnswer(choice, "Blue", en)).toBe("Blau");
    expect(formatCorrectAnswer(choice, ["Red"], en)).toBe("Rot");
    const grid = { ...makeQuestion({ questionType: "matrix", rows: ["Farbe"] }), ...labels };
    expect(formatAnswer(grid, ["Red"], en)).toBe("Farbe: Rot");
  });
});
