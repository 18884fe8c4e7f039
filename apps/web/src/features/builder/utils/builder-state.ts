import {
  changeQuestionType,
  DEFAULT_FORM_SETTINGS,
  type Form,
  type FormDraftInput,
  type FormSettings,
  type QuestionDraft,
  type QuestionType,
  type Result,
  succeed,
} from "@formloom/shared";
import {
  addCondition,
  type ConditionChange,
  changeCondition,
  removeCondition,
  removeLogic,
  setLogicMatch,
} from "./logic-drafts";
import { createFirstQuestion, toQuestionDraft } from "./question-drafts";
import {
  addOption,
  addRow,
  applyCsatPreset,
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
import {
  appendQuestion,
  appendSection,
  duplicateQuestion,
  moveQuestion,
  removeQuestion,
  reorderQuestions,
} from "./question-list-edits";
import { keepRulesConsistent, renameRuleOption } from "./rule-edits";
import { type CalculationDraft, removeVariable, renameVariable } from "./variable-edits";

// The builder's state and every edit to it, as pure functions over the shared question
// rules (SPEC §3–§5). An edit the rules refuse answers the message to show instead.

export type BuilderState = {
  title: string;
  description: string;
  questions: QuestionDraft[];
  /** The names of the hidden fields the form's link carries, saved with the questions. */
  hiddenFields: string[];
  settings: FormSettings;
};

export type QuestionChanges = Partial<
  Pick<
    QuestionDraft,
    | "questionText"
    | "required"
    | "maxRating"
    | "validations"
    | "optionImages"
    | "scaleMin"
    | "scaleMax"
    | "scaleMinLabel"
    | "scaleMaxLabel"
    | "description"
    | "points"
    | "feedback"
  >
>;

// A scale whose range the owner changes is no longer its preset's (NPS, CSAT).
function withChanges(question: QuestionDraft, changes: QuestionChanges): QuestionDraft {
  const isRangeChanged =
    (changes.scaleMin !== undefined && changes.scaleMin !== question.scaleMin) ||
    (changes.scaleMax !== undefined && changes.scaleMax !== question.scaleMax);
  return { ...question, ...changes, ...(isRangeChanged && { scalePreset: null }) };
}

export type BuilderAction =
  | { type: "setTitle"; title: string }
  | { type: "setDescription"; description: string }
  | { type: "addQuestion"; now: number }
  | { type: "addSection"; now: number }
  | { type: "duplicateQuestion"; key: string; now: number }
  | { type: "removeQuestion"; key: string }
  | { type: "moveQuestion"; key: string; direction: "up" | "down" }
  | { type: "reorderQuestions"; fromKey: string; toKey: string }
  | { type: "changeQuestionType"; key: string; questionType: QuestionType }
  | { type: "updateQuestion"; key: string; changes: QuestionChanges }
  | { type: "addOption"; key: string }
  | { type: "removeOption"; key: string; optionIndex: number }
  | { type: "renameOption"; key: string; optionIndex: number; text: string }
  | { type: "selectCorrectAnswer"; key: string; value: string }
  | { type: "applyNpsPreset"; key: string }
  | { type: "applyCsatPreset"; key: string; labels: { min: string; max: string } }
  | { type: "pasteOptions"; key: string; optionIndex: number; text: string }
  | { type: "addRow"; key: string }
  | { type: "removeRow"; key: string; rowIndex: number }
  | { type: "renameRow"; key: string; rowIndex: number; text: string }
  | { type: "selectCorrectColumn"; key: string; rowIndex: number; column: string }
  | { type: "setCorrectOrder"; key: string; order: string[] | null }
  | { type: "addCondition"; key: string }
  | { type: "removeCondition"; key: string; conditionIndex: number }
  | { type: "changeCondition"; key: string; conditionIndex: number; change: ConditionChange }
  | { type: "setLogicMatch"; key: string; match: "all" | "any" }
  | { type: "removeLogic"; key: string }
  | { type: "setHiddenFields"; names: string[] }
  | { type: "renameVariable"; index: number; name: string }
  | { type: "removeVariable"; index: number }
  | { type: "updateSettings"; changes: Partial<FormSettings> };

export function createNewFormState(now = Date.now()): BuilderState {
  return {
    title: "",
    description: "",
    questions: [createFirstQuestion(() => now)],
    hiddenFields: [],
    settings: DEFAULT_FORM_SETTINGS,
  };
}

export function createStateFromForm(form: Form): BuilderState {
  return {
    title: form.title,
    description: form.description,
    questions: form.questions.map(toQuestionDraft),
    hiddenFields: form.hiddenFields,
    settings: form.settings,
  };
}

function withQuestions(state: BuilderState, result: Result<QuestionDraft[]>): Result<BuilderState> {
  return result.ok ? succeed({ ...state, questions: result.value }) : result;
}

function editQuestion(
  state: BuilderState,
  key: string,
  edit: (question: QuestionDraft) => Result<QuestionDraft> | QuestionDraft,
): Result<BuilderState> {
  const index = state.questions.findIndex((question) => question.key === key);
  const question = state.questions[index];
  if (!question) return succeed(state);
  const outcome = edit(question);
  const result = "ok" in outcome ? outcome : succeed(outcome);
  if (!result.ok) return result;
  const questions = state.questions.map((item, i) => (i === index ? result.value : item));
  return succeed({ ...state, questions });
}

const indexOf = (state: BuilderState, key: string) =>
  state.questions.findIndex((question) => question.key === key);

type ListAction = Extract<
  BuilderAction,
  {
    type:
      | "addQuestion"
      | "addSection"
      | "duplicateQuestion"
      | "removeQuestion"
      | "moveQuestion"
      | "reorderQuestions"
      | "addCondition"
      | "changeCondition";
  }
>;

type QuestionAction = Exclude<
  BuilderAction,
  | ListAction
  | {
      type:
        | "setTitle"
        | "setDescription"
        | "setHiddenFields"
        | "updateSettings"
        | "renameVariable"
        | "removeVariable";
    }
>;

/** The edits that reach past one question: its place in the list, or the questions above it. */
function editQuestionList(state: BuilderState, action: ListAction): Result<QuestionDraft[]> {
  const { questions } = state;
  switch (action.type) {
    case "addQuestion":
      return appendQuestion(questions, () => action.now);
    case "addSection":
      return appendSection(questions, () => action.now);
    case "duplicateQuestion":
      return duplicateQuestion(questions, indexOf(state, action.key), () => action.now);
    case "removeQuestion":
      return removeQuestion(
        questions,
        indexOf(state, action.key),
        state.settings.calculations.endings,
      );
    case "moveQuestion":
      return moveQuestion(questions, indexOf(state, action.key), action.direction);
    case "reorderQuestions":
      return reorderQuestions(
        questions,
        indexOf(state, action.fromKey),
        indexOf(state, action.toKey),
      );
    case "addCondition":
      return addCondition(
        questions,
        indexOf(state, action.key),
        state.hiddenFields,
        state.settings.calculations.variables,
      );
    case "changeCondition":
      return changeCondition(
        questions,
        indexOf(state, action.key),
        action.conditionIndex,
        action.change,
        state.hiddenFields,
        state.settings.calculations.variables,
      );
  }
}

function editOneQuestion(
  question: QuestionDraft,
  action: QuestionAction,
): Result<QuestionDraft> | QuestionDraft {
  switch (action.type) {
    case "changeQuestionType":
      return changeQuestionType(question, action.questionType);
    case "updateQuestion":
      return withChanges(question, action.changes);
    case "addOption":
      return addOption(question);
    case "removeOption":
      return removeOption(question, action.optionIndex);
    case "renameOption":
      return renameOption(question, action.optionIndex, action.text);
    case "selectCorrectAnswer":
      return selectCorrectAnswer(question, action.value);
    case "applyNpsPreset":
      return applyNpsPreset(question);
    case "applyCsatPreset":
      return applyCsatPreset(question, action.labels);
    case "pasteOptions":
      return pasteOptions(question, action.optionIndex, action.text);
    case "addRow":
      return addRow(question);
    case "removeRow":
      return removeRow(question, action.rowIndex);
    case "renameRow":
      return renameRow(question, action.rowIndex, action.text);
    case "selectCorrectColumn":
      return selectCorrectColumn(question, action.rowIndex, action.column);
    case "setCorrectOrder":
      return setCorrectOrder(question, action.order);
    case "removeCondition":
      return removeCondition(question, action.conditionIndex);
    case "setLogicMatch":
      return setLogicMatch(question, action.match);
    case "removeLogic":
      return removeLogic(question);
  }
}

function withCalculations(
  state: BuilderState,
  edit: (draft: CalculationDraft) => CalculationDraft,
): BuilderState {
  const { questions, calculations } = edit({
    questions: state.questions,
    calculations: state.settings.calculations,
  });
  return { ...state, questions, settings: { ...state.settings, calculations } };
}

/** A question's rules follow its renamed option, and leave with it, its question or its type. */
function keepRulesOf(before: BuilderState, after: BuilderState, action: BuilderAction) {
  if (after.questions === before.questions) return after;
  let { calculations } = after.settings;
  if (action.type === "renameOption") {
    const question = before.questions.find((item) => item.key === action.key);
    const from = question?.options[action.optionIndex];
    if (question && from !== undefined) {
      calculations = renameRuleOption(calculations, question, from, action.text);
    }
  }
  calculations = keepRulesConsistent(after.questions, calculations);
  return calculations === after.settings.calculations
    ? after
    : { ...after, settings: { ...after.settings, calculations } };
}

export function applyBuilderAction(
  state: BuilderState,
  action: BuilderAction,
): Result<BuilderState> {
  const result = applyEdit(state, action);
  return result.ok ? succeed(keepRulesOf(state, result.value, action)) : result;
}

function applyEdit(state: BuilderState, action: BuilderAction): Result<BuilderState> {
  switch (action.type) {
    case "setTitle":
      return succeed({ ...state, title: action.title });
    case "setDescription":
      return succeed({ ...state, description: action.description });
    case "setHiddenFields":
      return succeed({ ...state, hiddenFields: action.names });
    case "updateSettings":
      return succeed({ ...state, settings: { ...state.settings, ...action.changes } });
    case "renameVariable":
      return succeed(
        withCalculations(state, (draft) => renameVariable(draft, action.index, action.name)),
      );
    case "removeVariable":
      return succeed(withCalculations(state, (draft) => removeVariable(draft, action.index)));
    case "addQuestion":
    case "addSection":
    case "duplicateQuestion":
    case "removeQuestion":
    case "moveQuestion":
    case "reorderQuestions":
    case "addCondition":
    case "changeCondition":
      return withQuestions(state, editQuestionList(state, action));
    default:
      return editQuestion(state, action.key, (question) => editOneQuestion(question, action));
  }
}

/**
 * The save body (SPEC §7): each question with its stored _id; a new question with its client
 * key, by which a condition may name it until the server gives it an id. The hidden fields and
 * the settings go too.
 */
export function toSaveBody(state: BuilderState): FormDraftInput {
  return {
    title: state.title,
    description: state.description,
    questions: state.questions.map(({ key, ...question }) =>
      question._id === undefined ? { key, ...question } : question,
    ),
    hiddenFields: state.hiddenFields,
    settings: state.settings,
  };
}

/** Whether two states would save the same form (client keys do not count). */
export function isSameDraft(a: BuilderState, b: BuilderState): boolean {
  const withoutKeys = (state: BuilderState) =>
    JSON.stringify({ ...toSaveBody(state), questions: state.questions.map(({ key, ...q }) => q) });
  return withoutKeys(a) === withoutKeys(b);
}
