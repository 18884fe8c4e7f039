import { changeQuestionType } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import {
  addOption,
  addRow,
  applyNpsPreset,
  pasteOptions,
  removeOption,
  removeRow,
  renameOption,
  renameRow,
  selectCorrectAnswer,
  selectCorrectColumn,
  setCorrectOrder,
} from "./question-field-edits";
import { choice, draft, unwrap } from "./test-drafts";

describe("options", () => {
  it("names a new option 'Option N'", () => {
    const question = unwrap(addOption(choice("multipleChoice", ["Option 1"])));
    expect(question.options).toEqual(["Option 1", "Option 2"]);
  });

  it("adds a ranking's new option last in its correct order, if it has one", () => {
    const ordered = unwrap(addOption(choice("ranking", ["A", "B"], ["B", "A"])));
    expect(ordered.correctAnswer).toEqual(["B", "A", "Option 3"]);
    const unordered = unwrap(addOption(choice("ranking", ["A", "B"])));
    expect(unordered.correctAnswer).toEqual([]);
  });

  it("skips a name still in use after a removal", () => {
    const question = unwrap(addOption(choice("checkbox", ["Option 1", "Option 3"])));
    expect(question.options).toEqual(["Option 1", "Option 3", "Option 4"]);
  });

  it("allows a fourth option and refuses a fifth", () => {
    const three = choice("checkbox", ["A", "B", "C"]);
    const four = unwrap(addOption(three));
    expect(four.options).toHaveLength(4);
    expect(addOption(four)).toEqual({
      ok: false,
      message: "Questions can have at most 4 options",
    });
  });

  it("removes an option and drops it from the correct answers", () => {
    const question = unwrap(removeOption(choice("checkbox", ["A", "B", "C"], ["A", "B"]), 1));
    expect(question.options).toEqual(["A", "C"]);
    expect(question.correctAnswer).toEqual(["A"]);
  });

  it("refuses to remove the last option", () => {
    expect(removeOption(choice("multipleChoice", ["A"]), 0)).toEqual({
      ok: false,
      message: "Questions must have at least one option",
    });
  });

  it("renames an option and the correct answer that named it", () => {
    const question = renameOption(choice("multipleChoice", ["A", "B"], ["B"]), 1, "Bee");
    expect(question.options).toEqual(["A", "Bee"]);
    expect(question.correctAnswer).toEqual(["Bee"]);
  });
});

describe("selectCorrectAnswer", () => {
  it("holds one free-text answer for text and paragraph", () => {
    for (const type of ["text", "paragraph"] as const) {
      const question = selectCorrectAnswer(draft({ questionType: type }), "Paris");
      expect(question.correctAnswer).toEqual(["Paris"]);
      expect(selectCorrectAnswer(question, "").correctAnswer).toEqual([]);
    }
  });

  it("holds one option for multiple choice, and clicking it again clears it", () => {
    const start = choice("multipleChoice", ["A", "B"]);
    const picked = selectCorrectAnswer(start, "A");
    expect(picked.correctAnswer).toEqual(["A"]);
    expect(selectCorrectAnswer(picked, "B").correctAnswer).toEqual(["B"]);
    expect(selectCorrectAnswer(picked, "A").correctAnswer).toEqual([]);
  });

  it("toggles options in a list for checkboxes, in option order", () => {
    const start = choice("checkbox", ["A", "B", "C"]);
    const two = selectCorrectAnswer(selectCorrectAnswer(start, "C"), "A");
    expect(two.correctAnswer).toEqual(["A", "C"]);
    expect(selectCorrectAnswer(two, "C").correctAnswer).toEqual(["A"]);
  });

  it("ignores a value that is not an option", () => {
    const start = choice("multipleChoice", ["A"]);
    expect(selectCorrectAnswer(start, "Z")).toBe(start);
  });

  it("gives file and rating questions no correct answer", () => {
    for (const type of ["file", "rating"] as const) {
      expect(selectCorrectAnswer(draft({ questionType: type }), "5").correctAnswer).toEqual([]);
    }
  });
});

describe("the typed questions' builder actions", () => {
  const grid = () => changeQuestionType(draft(), "matrix");

  it("presets a 0–10 Net Promoter Score scale", () => {
    expect(applyNpsPreset(draft())).toMatchObject({
      questionType: "linearScale",
      scaleMin: 0,
      scaleMax: 10,
      scaleMinLabel: "Not at all likely",
      scaleMaxLabel: "Extremely likely",
    });
  });

  it("pastes one option per line in place of the option pasted into, skipping blank lines", () => {
    const dropdown = { ...changeQuestionType(draft(), "dropdown"), options: ["A", "B"] };
    expect(unwrap(pasteOptions(dropdown, 1, "Lima\r\n\n Quito \nBogotá")).options).toEqual([
      "A",
      "Lima",
      "Quito",
      "Bogotá",
    ]);
    const tooMany = Array.from({ length: 101 }, (_, i) => `O${i}`).join("\n");
    expect(pasteOptions(dropdown, 0, tooMany)).toEqual({
      ok: false,
      message: "This question can have at most 100 options",
    });
  });

  it("adds options up to the type's own limit", () => {
    let ranking = changeQuestionType(draft(), "ranking");
    for (let i = ranking.options.length; i < 10; i += 1) ranking = unwrap(addOption(ranking));
    expect(ranking.options).toHaveLength(10);
    expect(addOption(ranking)).toMatchObject({ ok: false });
    expect(removeOption(changeQuestionType(draft(), "ranking"), 0)).toEqual({
      ok: false,
      message: "This question needs at least 2 options",
    });
  });

  it("names a grid's new columns and rows, and keeps its correct answer one per row", () => {
    const withColumn = unwrap(addOption(grid()));
    expect(withColumn.options).toEqual(["Column 1", "Column 2", "Column 3"]);
    let question = unwrap(addRow(grid()));
    expect(question.rows).toEqual(["Row 1", "Row 2"]);
    question = selectCorrectColumn(question, 1, "Column 2");
    expect(question.correctAnswer).toEqual(["", "Column 2"]);
    question = selectCorrectColumn(question, 1, "Column 2");
    expect(question.correctAnswer).toEqual([]);
    question = selectCorrectColumn(selectCorrectColumn(question, 0, "Column 1"), 1, "Column 2");
    question = unwrap(removeRow(question, 0));
    expect(question).toMatchObject({ rows: ["Row 2"], correctAnswer: ["Column 2"] });
    expect(removeRow(question, 0)).toEqual({
      ok: false,
      message: "Grids must have at least 1 row",
    });
    expect(renameRow(question, 0, "Food").rows).toEqual(["Food"]);
  });

  it("sets a ranking's correct order, and a number's, date's or scale's typed answer", () => {
    const ranking = changeQuestionType(draft(), "ranking");
    expect(setCorrectOrder(ranking, ["Option 2", "Option 1"]).correctAnswer).toEqual([
      "Option 2",
      "Option 1",
    ]);
    expect(setCorrectOrder(ranking, null).correctAnswer).toEqual([]);
    for (const type of ["number", "date", "linearScale"] as const) {
      const question = changeQuestionType(draft(), type);
      expect(selectCorrectAnswer(question, "7").correctAnswer).toEqual(["7"]);
      expect(selectCorrectAnswer(question, " ").correctAnswer).toEqual([]);
    }
    const dropdown = changeQuestionType(draft(), "dropdown");
    expect(selectCorrectAnswer(dropdown, "Option 1").correctAnswer).toEqual(["Option 1"]);
    expect(selectCorrectAnswer(dropdown, "Nope").correctAnswer).toEqual([]);
  });
});

describe("an image choice's pictures", () => {
  const withPictures = () => ({
    ...changeQuestionType(draft(), "imageChoice"),
    options: ["Sea", "Forest", "Desert"],
    optionImages: [
      { imageId: "sea", alt: "Waves" },
      { imageId: "forest", alt: "Trees" },
      { imageId: null, alt: "" },
    ],
  });

  it("go with their options when one is removed", () => {
    const question = unwrap(removeOption(withPictures(), 0));
    expect(question.options).toEqual(["Forest", "Desert"]);
    expect(question.optionImages.map((image) => image.imageId)).toEqual(["forest", null]);
  });

  it("stay with the option pasted into; the lines after it start without one", () => {
    const question = unwrap(pasteOptions(withPictures(), 1, "Pine\nOak"));
    expect(question.options).toEqual(["Sea", "Pine", "Oak", "Desert"]);
    expect(question.optionImages.map((image) => image.imageId)).toEqual([
      "sea",
      "forest",
      null,
      null,
    ]);
  });
});
