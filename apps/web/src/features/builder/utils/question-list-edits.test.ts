import { LOGIC_MESSAGES, type Logic, MAX_QUESTIONS, type QuestionDraft } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import {
  appendQuestion,
  appendSection,
  duplicateQuestion,
  moveQuestion,
  NEW_SECTION_TEXT,
  removeQuestion,
  reorderQuestions,
} from "./question-list-edits";
import { clock, draft, unwrap } from "./test-drafts";

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
