import {
  addCondition,
  addOption,
  addRow,
  appendQuestion,
  appendSection,
  applyNpsPreset,
  type ConditionChange,
  changeCondition,
  changeQuestionType,
  createFirstQuestion,
  DEFAULT_FORM_SETTINGS,
  duplicateQuestion,
  type Form,
  type FormDraftInput,
  type FormSettings,
  moveQuestion,
  pasteOptions,
  type QuestionDraft,
  type QuestionType,
  type Result,
  removeCondition,
  removeLogic,
  removeOption,
  removeQuestion,
  removeRow,
  renameOption,
  renameRow,
  reorderQuestions,
  selectCorrectAnswer,
  selectCorrectColumn,
  setCorrectOrder,
  setLogicMatch,
  succeed,
  toQuestionDraft,
} from "@formloom/shared";

// The builder's state and every edit to it, as pure functions over the shared question
// rules (SPEC §3–§5). An edit the rules refuse answers the message to show instead.

export type BuilderState = {
  title: string;
  description: string;
  questions: QuestionDraft[];
  settings: FormSettings;
};

export type QuestionChanges = Partial<
  Pick<
    QuestionDraft,
    | "questionText"
    | "required"
    | "maxRating"
    | "validations"
    | "scaleMin"
    | "scaleMax"
    | "scaleMinLabel"
    | "scaleMaxLabel"
    | "description"
    | "points"
    | "feedback"
  >
>;

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
  | { type: "updateSettings"; changes: Partial<FormSettings> };

export function createNewFormState(now = Date.now()): BuilderState {
  return {
    title: "",
    description: "",
    questions: [createFirstQuestion(() => now)],
    settings: DEFAULT_FORM_SETTINGS,
  };
}

export function createStateFromForm(form: Form): BuilderState {
  return {
    title: form.title,
    description: form.description,
    questions: form.questions.map(toQuestionDraft),
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

export function applyBuilderAction(
  state: BuilderState,
  action: BuilderAction,
): Result<BuilderState> {
  switch (action.type) {
    case "setTitle":
      return succeed({ ...state, title: action.title });
    case "setDescription":
      return succeed({ ...state, description: action.description });
    case "addQuestion":
      return withQuestions(
        state,
        appendQuestion(state.questions, () => action.now),
      );
    case "addSection":
      return withQuestions(
        state,
        appendSection(state.questions, () => action.now),
      );
    case "duplicateQuestion":
      return withQuestions(
        state,
        duplicateQuestion(state.questions, indexOf(state, action.key), () => action.now),
      );
    case "removeQuestion":
      return withQuestions(state, removeQuestion(state.questions, indexOf(state, action.key)));
    case "moveQuestion":
      return withQuestions(
        state,
        moveQuestion(state.questions, indexOf(state, action.key), action.direction),
      );
    case "reorderQuestions":
      return withQuestions(
        state,
        reorderQuestions(
          state.questions,
          indexOf(state, action.fromKey),
          indexOf(state, action.toKey),
        ),
      );
    case "changeQuestionType":
      return editQuestion(state, action.key, (q) => changeQuestionType(q, action.questionType));
    case "updateQuestion":
      return editQuestion(state, action.key, (q) => ({ ...q, ...action.changes }));
    case "addOption":
      return editQuestion(state, action.key, addOption);
    case "removeOption":
      return editQuestion(state, action.key, (q) => removeOption(q, action.optionIndex));
    case "renameOption":
      return editQuestion(state, action.key, (q) =>
        renameOption(q, action.optionIndex, action.text),
      );
    case "selectCorrectAnswer":
      return editQuestion(state, action.key, (q) => selectCorrectAnswer(q, action.value));
    case "applyNpsPreset":
      return editQuestion(state, action.key, applyNpsPreset);
    case "pasteOptions":
      return editQuestion(state, action.key, (q) =>
        pasteOptions(q, action.optionIndex, action.text),
      );
    case "addRow":
      return editQuestion(state, action.key, addRow);
    case "removeRow":
      return editQuestion(state, action.key, (q) => removeRow(q, action.rowIndex));
    case "renameRow":
      return editQuestion(state, action.key, (q) => renameRow(q, action.rowIndex, action.text));
    case "selectCorrectColumn":
      return editQuestion(state, action.key, (q) =>
        selectCorrectColumn(q, action.rowIndex, action.column),
      );
    case "setCorrectOrder":
      return editQuestion(state, action.key, (q) => setCorrectOrder(q, action.order));
    case "addCondition":
      return withQuestions(state, addCondition(state.questions, indexOf(state, action.key)));
    case "removeCondition":
      return editQuestion(state, action.key, (q) => removeCondition(q, action.conditionIndex));
    case "changeCondition":
      return withQuestions(
        state,
        changeCondition(
          state.questions,
          indexOf(state, action.key),
          action.conditionIndex,
          action.change,
        ),
      );
    case "setLogicMatch":
      return editQuestion(state, action.key, (q) => setLogicMatch(q, action.match));
    case "removeLogic":
      return editQuestion(state, action.key, removeLogic);
    case "updateSettings":
      return succeed({ ...state, settings: { ...state.settings, ...action.changes } });
  }
}

/**
 * The save body (SPEC §7): each question with its stored _id; a new question with its client
 * key, by which a condition may name it until the server gives it an id. The settings go too.
 */
export function toSaveBody(state: BuilderState): FormDraftInput {
  return {
    title: state.title,
    description: state.description,
    questions: state.questions.map(({ key, ...question }) =>
      question._id === undefined ? { key, ...question } : question,
    ),
    settings: state.settings,
  };
}

/** Whether two states would save the same form (client keys do not count). */
export function isSameDraft(a: BuilderState, b: BuilderState): boolean {
  const withoutKeys = (state: BuilderState) =>
    JSON.stringify({ ...toSaveBody(state), questions: state.questions.map(({ key, ...q }) => q) });
  return withoutKeys(a) === withoutKeys(b);
}
