import {
  changeQuestionType,
  LOGIC_MESSAGES,
  type Logic,
  MAX_QUESTIONS,
  type Question,
  type QuestionDraft,
  type QuestionType,
  type Result,
  withQuestionDefaults,
} from "@formloom/shared";
import { describe, expect, it } from "vitest";
import {
  addOption,
  addRow,
  appendQuestion,
  appendSection,
  applyNpsPreset,
  createFirstQuestion,
  createQuestion,
  createQuestionKey,
  duplicateQuestion,
  moveQuestion,
  NEW_SECTION_TEXT,
  pasteOptions,
  removeOption,
  removeQuestion,
  removeRow,
  renameOption,
  renameRow,
  reorderQuestions,
  selectCorrectAnswer,
  selectCorrectColumn,
  setCorrectOrder,
  toQuestionDraft,
} from "./question-drafts";

const clock = (time: number) => () => time;

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`unexpected refusal: ${result.message}`);
  return result.value;
}

function draft(overrides: Partial<QuestionDraft> = {}): QuestionDraft {
  return { ...createQuestion(clock(1)), ...overrides };
}

const choice = (type: QuestionType, options: string[], correctAnswer: string[] = []) =>
  draft({ questionType: type, options, correctAnswer });

describe("creating questions", () => {
  it("makes the key from q plus the clock's timestamp", () => {
    expect(createQuestionKey(clock(1700000000000))).toBe("q1700000000000");
  });

  it("starts a new form with a required 'What is your name?' text question", () => {
    expect(createFirstQuestion(clock(5))).toEqual({
      key: "q5",
      questionType: "text",
      questionText: "What is your name?",
      required: true,
      correctAnswer: [],
      validations: {},
      options: [],
      maxRating: null,
      rows: [],
      scaleMin: null,
      scaleMax: null,
      scaleMinLabel: "",
      scaleMaxLabel: "",
      description: "",
      logic: null,
      points: 1,
      feedback: null,
    });
  });

  it("adds an optional 'Untitled Question' text question", () => {
    const question = createQuestion(clock(6));
    expect(question.questionType).toBe("text");
    expect(question.questionText).toBe("Untitled Question");
    expect(question.required).toBe(false);
  });

  it("appends with a key unique in the list, even within the same millisecond", () => {
    const first = createFirstQuestion(clock(7));
    const questions = unwrap(appendQuestion([first], clock(7)));
    expect(questions.map((q) => q.key)).toEqual(["q7", "q8"]);
  });

  it("uses the stored _id as the key of a loaded question", () => {
    const stored: Question = withQuestionDefaults({
      _id: "0190a6d4-8c3a-7b2e-9f00-123456789abc",
      questionType: "checkbox",
      questionText: "Pick",
      required: false,
      correctAnswer: ["A"],
      validations: {},
      options: ["A", "B"],
      maxRating: null,
    });
    const loaded = toQuestionDraft(stored);
    expect(loaded.key).toBe(stored._id);
    loaded.options.push("C");
    expect(stored.options).toEqual(["A", "B"]);
  });
});

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

describe("question list", () => {
  const list = [draft({ key: "a" }), draft({ key: "b" }), draft({ key: "c" })];
  const keys = (questions: QuestionDraft[]) => questions.map((q) => q.key);

  it("moves a question up and down", () => {
    expect(keys(unwrap(moveQuestion(list, 1, "up")))).toEqual(["b", "a", "c"]);
    expect(keys(unwrap(moveQuestion(list, 1, "down")))).toEqual(["a", "c", "b"]);
  });

  it("does not move past the ends", () => {
    expect(moveQuestion(list, 0, "up")).toEqual({
      ok: false,
      message: "The first question cannot move up",
    });
    expect(moveQuestion(list, 2, "down")).toEqual({
      ok: false,
      message: "The last question cannot move down",
    });
  });

  it("reorders by drag and drop", () => {
    expect(keys(unwrap(reorderQuestions(list, 0, 2)))).toEqual(["b", "c", "a"]);
    expect(keys(unwrap(reorderQuestions(list, 2, 0)))).toEqual(["c", "a", "b"]);
    expect(keys(unwrap(reorderQuestions(list, 0, 5)))).toEqual(["a", "b", "c"]);
  });

  it("duplicates after the original with a new key and no _id", () => {
    const original = draft({
      key: "q100",
      _id: "0190a6d4-8c3a-7b2e-9f00-123456789abc",
      questionType: "checkbox",
      options: ["A"],
    });
    const questions = unwrap(duplicateQuestion([original, draft({ key: "z" })], 0, clock(100)));
    expect(keys(questions)).toEqual(["q100", "q101", "z"]);
    const copy = questions[1]!;
    expect(copy).not.toHaveProperty("_id");
    expect(copy.options).toEqual(["A"]);
    copy.options.push("B");
    expect(original.options).toEqual(["A"]);
  });

  it("removes a question but refuses to remove the last one", () => {
    expect(keys(unwrap(removeQuestion(list, 1)))).toEqual(["a", "c"]);
    expect(removeQuestion([draft()], 0)).toEqual({
      ok: false,
      message: "Forms must have at least one question",
    });
  });

  it("refuses to grow past 200 questions", () => {
    const full = Array.from({ length: 200 }, (_, i) => draft({ key: `k${i}` }));
    expect(appendQuestion(full)).toEqual({
      ok: false,
      message: "Forms can have at most 200 questions",
    });
    expect(duplicateQuestion(full, 0).ok).toBe(false);
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

describe("sections and logic in the question list", () => {
  const keys = (questions: QuestionDraft[]) => questions.map((q) => q.key);
  // "c" is shown only when "a" is answered.
  const readsA: Logic = { match: "all", conditions: [{ questionId: "a", operator: "answered" }] };
  const list = () => [
    draft({ key: "a", questionText: "Age" }),
    draft({ key: "b" }),
    draft({ key: "c", logic: readsA }),
  ];

  it("appends a section as a page title, never required, with a key of its own", () => {
    const questions = unwrap(appendSection([draft({ key: "q5" })], clock(5)));
    expect(questions[1]).toMatchObject({
      key: "q6",
      questionType: "section",
      questionText: NEW_SECTION_TEXT,
      description: "",
      required: false,
      logic: null,
    });
  });

  it("refuses a section past the item limit", () => {
    const full = Array.from({ length: MAX_QUESTIONS }, (_, i) => draft({ key: `k${i}` }));
    expect(appendSection(full, clock(1))).toEqual({
      ok: false,
      message: `Forms can have at most ${MAX_QUESTIONS} questions`,
    });
  });

  it("removes a section, but keeps the last question even beside sections", () => {
    const section = draft({ key: "s", questionType: "section" });
    expect(keys(unwrap(removeQuestion([draft({ key: "a" }), section], 1)))).toEqual(["a"]);
    expect(removeQuestion([section, draft({ key: "a" })], 1)).toEqual({
      ok: false,
      message: "Forms must have at least one question",
    });
  });

  it("refuses to remove a question a later item's logic reads, naming it, and changes nothing", () => {
    const questions = list();
    expect(removeQuestion(questions, 0)).toEqual({
      ok: false,
      message: LOGIC_MESSAGES.questionStillReferenced("Age"),
    });
    expect(keys(questions)).toEqual(["a", "b", "c"]);
    expect(keys(unwrap(removeQuestion(questions, 1)))).toEqual(["a", "c"]);
  });

  it("refuses a move or a drag that puts a condition above the question it reads", () => {
    const refused = { ok: false, message: LOGIC_MESSAGES.referenceNotBefore };
    expect(reorderQuestions(list(), 0, 2)).toEqual(refused);
    expect(reorderQuestions(list(), 2, 0)).toEqual(refused);
    expect(moveQuestion(list(), 1, "down")).toEqual({ ok: true, value: expect.any(Array) });
    const swapped = unwrap(moveQuestion(list(), 1, "down"));
    expect(moveQuestion(swapped, 1, "up")).toEqual(refused);
  });

  it("lets an unfinished condition (no value yet) be dragged", () => {
    const unfinished: Logic = {
      match: "all",
      conditions: [{ questionId: "a", operator: "equals" }],
    };
    const questions = [
      draft({ key: "a" }),
      draft({ key: "b" }),
      draft({ key: "c", logic: unfinished }),
    ];
    expect(keys(unwrap(reorderQuestions(questions, 2, 1)))).toEqual(["a", "c", "b"]);
  });
});
