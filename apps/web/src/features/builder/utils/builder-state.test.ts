import type { Form, QuestionDraft, QuestionType } from "@formloom/shared";
import {
  DEFAULT_FORM_SETTINGS,
  EMPTY_TYPE_FIELDS,
  QUESTION_BEHAVIOUR_DEFAULTS,
} from "@formloom/shared";
import { describe, expect, it } from "vitest";
import {
  applyBuilderAction,
  type BuilderAction,
  type BuilderState,
  createNewFormState,
  createStateFromForm,
  isSameDraft,
  toSaveBody,
} from "./builder-state";

function apply(state: BuilderState, ...actions: BuilderAction[]): BuilderState {
  return actions.reduce((current, action) => {
    const result = applyBuilderAction(current, action);
    if (!result.ok) throw new Error(`refused: ${result.message}`);
    return result.value;
  }, state);
}

function refusal(state: BuilderState, action: BuilderAction): string | null {
  const result = applyBuilderAction(state, action);
  return result.ok ? null : result.message;
}

const texts = (state: BuilderState) => state.questions.map((q) => q.questionText);
const keyAt = (state: BuilderState, index: number) => state.questions[index]!.key;
const questionAt = (state: BuilderState, index: number): QuestionDraft => state.questions[index]!;

/** A new form with three questions named A, B and C. */
function threeQuestions(): BuilderState {
  let state = apply(createNewFormState(1000), { type: "addQuestion", now: 2000 });
  state = apply(state, { type: "addQuestion", now: 3000 });
  ["A", "B", "C"].forEach((text, index) => {
    state = apply(state, {
      type: "updateQuestion",
      key: keyAt(state, index),
      changes: { questionText: text },
    });
  });
  return state;
}

describe("a new form", () => {
  it("starts untitled with the required question 'What is your name?'", () => {
    const state = createNewFormState(1000);
    expect(state.title).toBe("");
    expect(state.description).toBe("");
    expect(state.questions).toEqual([
      {
        key: "q1000",
        questionType: "text",
        questionText: "What is your name?",
        required: true,
        correctAnswer: [],
        validations: {},
        options: [],
        maxRating: null,
        ...EMPTY_TYPE_FIELDS,
        ...QUESTION_BEHAVIOUR_DEFAULTS,
      },
    ]);
  });

  it("adds 'Untitled Question', not required, at the end", () => {
    const state = apply(createNewFormState(1000), { type: "addQuestion", now: 2000 });
    expect(questionAt(state, 1)).toMatchObject({
      key: "q2000",
      questionType: "text",
      questionText: "Untitled Question",
      required: false,
    });
  });

  it("gives questions added in the same millisecond different keys", () => {
    const state = apply(
      createNewFormState(1000),
      { type: "addQuestion", now: 1000 },
      { type: "addQuestion", now: 1000 },
    );
    expect(new Set(state.questions.map((q) => q.key)).size).toBe(3);
  });
});

describe("question actions", () => {
  it("moves a question up and down, but not past the ends", () => {
    const state = threeQuestions();
    expect(
      texts(apply(state, { type: "moveQuestion", key: keyAt(state, 1), direction: "up" })),
    ).toEqual(["B", "A", "C"]);
    expect(
      texts(apply(state, { type: "moveQuestion", key: keyAt(state, 1), direction: "down" })),
    ).toEqual(["A", "C", "B"]);
    expect(refusal(state, { type: "moveQuestion", key: keyAt(state, 0), direction: "up" })).toBe(
      "The first question cannot move up",
    );
    expect(refusal(state, { type: "moveQuestion", key: keyAt(state, 2), direction: "down" })).toBe(
      "The last question cannot move down",
    );
  });

  it("reorders by drag and drop: the dragged question lands where it was dropped", () => {
    const state = threeQuestions();
    const moved = apply(state, {
      type: "reorderQuestions",
      fromKey: keyAt(state, 0),
      toKey: keyAt(state, 2),
    });
    expect(texts(moved)).toEqual(["B", "C", "A"]);
    const back = apply(moved, {
      type: "reorderQuestions",
      fromKey: keyAt(moved, 2),
      toKey: keyAt(moved, 0),
    });
    expect(texts(back)).toEqual(["A", "B", "C"]);
  });

  it("inserts a duplicate right after the original, with its own key and no stored id", () => {
    const state = threeQuestions();
    const withId = {
      ...state,
      questions: state.questions.map((q, i) => (i === 0 ? { ...q, _id: "stored-a" } : q)),
    };
    const copied = apply(withId, { type: "duplicateQuestion", key: keyAt(withId, 0), now: 9000 });
    expect(texts(copied)).toEqual(["A", "A", "B", "C"]);
    expect(questionAt(copied, 1).key).not.toBe(questionAt(copied, 0).key);
    expect(questionAt(copied, 1)._id).toBeUndefined();
    expect(questionAt(copied, 0)._id).toBe("stored-a");
  });

  it("deletes a question, but never the last one", () => {
    const state = threeQuestions();
    const fewer = apply(state, { type: "removeQuestion", key: keyAt(state, 1) });
    expect(texts(fewer)).toEqual(["A", "C"]);
    const single = createNewFormState();
    expect(refusal(single, { type: "removeQuestion", key: keyAt(single, 0) })).toBe(
      "Forms must have at least one question",
    );
  });
});

describe("question types, options and correct answers", () => {
  const single = () => createNewFormState(1000);
  const key = "q1000";

  it("a type change resets correct answers and validations, and gives a choice question 'Option 1'", () => {
    const state = apply(
      single(),
      { type: "selectCorrectAnswer", key, value: "Ada" },
      {
        type: "updateQuestion",
        key,
        changes: { validations: { regex: { title: "Email", regex: "^\\S+@\\S+$" } } },
      },
      { type: "changeQuestionType", key, questionType: "multipleChoice" },
    );
    expect(questionAt(state, 0)).toMatchObject({
      questionType: "multipleChoice",
      correctAnswer: [],
      validations: {},
      options: ["Option 1"],
      maxRating: null,
      ...EMPTY_TYPE_FIELDS,
    });
  });

  it("a rating gets a maximum of 5; other types get none", () => {
    const rating = apply(single(), { type: "changeQuestionType", key, questionType: "rating" });
    expect(questionAt(rating, 0).maxRating).toBe(5);
    const file = apply(rating, { type: "changeQuestionType", key, questionType: "file" });
    expect(questionAt(file, 0).maxRating).toBeNull();
  });

  it("names new options 'Option N', up to four", () => {
    let state = apply(single(), { type: "changeQuestionType", key, questionType: "checkbox" });
    state = apply(
      state,
      { type: "addOption", key },
      { type: "addOption", key },
      { type: "addOption", key },
    );
    expect(questionAt(state, 0).options).toEqual(["Option 1", "Option 2", "Option 3", "Option 4"]);
    expect(refusal(state, { type: "addOption", key })).toBe("Questions can have at most 4 options");
  });

  it("deleting an option also drops it from the correct answers; the last one stays", () => {
    let state = apply(
      single(),
      { type: "changeQuestionType", key, questionType: "checkbox" },
      { type: "addOption", key },
      { type: "selectCorrectAnswer", key, value: "Option 1" },
      { type: "selectCorrectAnswer", key, value: "Option 2" },
    );
    expect(questionAt(state, 0).correctAnswer).toEqual(["Option 1", "Option 2"]);
    state = apply(state, { type: "removeOption", key, optionIndex: 0 });
    expect(questionAt(state, 0)).toMatchObject({
      options: ["Option 2"],
      correctAnswer: ["Option 2"],
    });
    expect(refusal(state, { type: "removeOption", key, optionIndex: 0 })).toBe(
      "Questions must have at least one option",
    );
  });

  it("multiple choice holds one answer, and clicking it again clears it", () => {
    let state = apply(
      single(),
      { type: "changeQuestionType", key, questionType: "multipleChoice" },
      { type: "addOption", key },
      { type: "selectCorrectAnswer", key, value: "Option 1" },
      { type: "selectCorrectAnswer", key, value: "Option 2" },
    );
    expect(questionAt(state, 0).correctAnswer).toEqual(["Option 2"]);
    state = apply(state, { type: "selectCorrectAnswer", key, value: "Option 2" });
    expect(questionAt(state, 0).correctAnswer).toEqual([]);
  });

  it("checkboxes toggle answers in a list, in the options' order", () => {
    let state = apply(
      single(),
      { type: "changeQuestionType", key, questionType: "checkbox" },
      { type: "addOption", key },
      { type: "addOption", key },
      { type: "selectCorrectAnswer", key, value: "Option 3" },
      { type: "selectCorrectAnswer", key, value: "Option 1" },
    );
    expect(questionAt(state, 0).correctAnswer).toEqual(["Option 1", "Option 3"]);
    state = apply(state, { type: "selectCorrectAnswer", key, value: "Option 3" });
    expect(questionAt(state, 0).correctAnswer).toEqual(["Option 1"]);
  });

  it("text answers hold one free-text answer; clearing it empties the list", () => {
    let state = apply(single(), { type: "selectCorrectAnswer", key, value: "Ada" });
    expect(questionAt(state, 0).correctAnswer).toEqual(["Ada"]);
    state = apply(state, { type: "selectCorrectAnswer", key, value: "" });
    expect(questionAt(state, 0).correctAnswer).toEqual([]);
  });

  it("renaming an option that is the correct answer renames the answer too", () => {
    const state = apply(
      single(),
      { type: "changeQuestionType", key, questionType: "multipleChoice" },
      { type: "selectCorrectAnswer", key, value: "Option 1" },
      { type: "renameOption", key, optionIndex: 0, text: "Paris" },
    );
    expect(questionAt(state, 0)).toMatchObject({ options: ["Paris"], correctAnswer: ["Paris"] });
  });
});

describe("saving", () => {
  const form: Form = {
    _id: "0193a000-0000-7000-8000-00000000000f",
    title: "Survey",
    description: "About you",
    isPublic: false,
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    version: 1,
    responseCount: 0,
    workspaceId: "01950000-0000-7000-8000-0000000000aa",
    role: "owner",
    ownerId: "01950000-0000-7000-8000-0000000000c1",
    questions: [
      {
        _id: "0193a000-0000-7000-8000-0000000000a1",
        questionType: "rating",
        questionText: "How was it?",
        required: true,
        correctAnswer: [],
        validations: {},
        options: [],
        maxRating: 7,
        ...EMPTY_TYPE_FIELDS,
        ...QUESTION_BEHAVIOUR_DEFAULTS,
      },
    ],
    settings: DEFAULT_FORM_SETTINGS,
    scoresReleasedAt: null,
    hasPassword: false,
    hiddenFields: [],
    translations: {},
  };

  it("sends each stored question back with its _id and without the client key, and the settings", () => {
    const state = createStateFromForm(form);
    expect(questionAt(state, 0).key).toBe(form.questions[0]!._id);
    expect(toSaveBody(state)).toEqual({
      title: "Survey",
      description: "About you",
      questions: [form.questions[0]],
      hiddenFields: [],
      settings: DEFAULT_FORM_SETTINGS,
    });
  });

  it("sends a new question's key, by which a condition may name it", () => {
    const state = apply(createStateFromForm(form), { type: "addQuestion", now: 5 });
    expect(toSaveBody(state).questions[1]).toMatchObject({ key: "q5" });
    expect(toSaveBody(state).questions[1]).not.toHaveProperty("_id");
  });

  it("tells an edited draft from the saved one, ignoring client keys", () => {
    const saved = createStateFromForm(form);
    expect(isSameDraft(saved, createStateFromForm(form))).toBe(true);
    expect(isSameDraft(saved, apply(saved, { type: "setTitle", title: "Survey 2" }))).toBe(false);
    expect(isSameDraft(createNewFormState(1), createNewFormState(2))).toBe(true);
  });
});

describe("edits of the new question types", () => {
  const asType = (questionType: QuestionType) => {
    const state = createNewFormState(1000);
    return apply(state, { type: "changeQuestionType", key: "q1000", questionType });
  };

  it("applies the Net Promoter Score preset", () => {
    const state = apply(createNewFormState(1000), { type: "applyNpsPreset", key: "q1000" });
    expect(questionAt(state, 0)).toMatchObject({
      questionType: "linearScale",
      scaleMin: 0,
      scaleMax: 10,
      scaleMinLabel: "Not at all likely",
      scaleMaxLabel: "Extremely likely",
    });
  });

  it("pastes options, one per line, and refuses more than the type allows", () => {
    const state = apply(asType("dropdown"), {
      type: "pasteOptions",
      key: "q1000",
      optionIndex: 0,
      text: "Red\nGreen",
    });
    expect(questionAt(state, 0).options).toEqual(["Red", "Green"]);
    const eleven = Array.from({ length: 11 }, (_, i) => `R${i}`).join("\n");
    expect(
      refusal(asType("ranking"), {
        type: "pasteOptions",
        key: "q1000",
        optionIndex: 0,
        text: eleven,
      }),
    ).toBe("This question can have at most 10 options");
  });

  it("edits a grid's rows and its correct columns", () => {
    const state = apply(
      asType("matrix"),
      { type: "addRow", key: "q1000" },
      { type: "renameRow", key: "q1000", rowIndex: 1, text: "Speed" },
      { type: "selectCorrectColumn", key: "q1000", rowIndex: 1, column: "Column 2" },
    );
    expect(questionAt(state, 0)).toMatchObject({
      rows: ["Row 1", "Speed"],
      correctAnswer: ["", "Column 2"],
    });
    const removed = apply(state, { type: "removeRow", key: "q1000", rowIndex: 0 });
    expect(questionAt(removed, 0)).toMatchObject({ rows: ["Speed"], correctAnswer: ["Column 2"] });
    expect(refusal(removed, { type: "removeRow", key: "q1000", rowIndex: 0 })).toBe(
      "Grids must have at least 1 row",
    );
  });

  it("sets and clears a ranking's correct order", () => {
    const ordered = apply(asType("ranking"), {
      type: "setCorrectOrder",
      key: "q1000",
      order: ["Option 2", "Option 1"],
    });
    expect(questionAt(ordered, 0).correctAnswer).toEqual(["Option 2", "Option 1"]);
    const cleared = apply(ordered, { type: "setCorrectOrder", key: "q1000", order: null });
    expect(questionAt(cleared, 0).correctAnswer).toEqual([]);
  });

  it("updates a scale's fields", () => {
    const state = apply(asType("linearScale"), {
      type: "updateQuestion",
      key: "q1000",
      changes: { scaleMin: 0, scaleMax: 7, scaleMinLabel: "Low", scaleMaxLabel: "High" },
    });
    expect(questionAt(state, 0)).toMatchObject({
      scaleMin: 0,
      scaleMax: 7,
      scaleMinLabel: "Low",
      scaleMaxLabel: "High",
    });
  });
});
