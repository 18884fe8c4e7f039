import type { AnswerValue, HiddenValues } from "@formloom/shared";
import { pipedAnswerText } from "@formloom/shared/piped-answer-text";
import { type PipingToken, replacePipingTokens } from "@formloom/shared/piping-tokens";
import { optionLabelOf, type ShownQuestion } from "../utils/shown-form";

// Answer piping on the respondent's page: each token becomes the answer it names (as text, never
// markup: the result is rendered as a string), or its fallback when the answer is empty or logic
// hides its question. Loaded only for forms that pipe (form-pipes.ts).

export type PipingState = {
  questions: readonly ShownQuestion[];
  values: Readonly<Record<string, AnswerValue | undefined>>;
  hiddenValues: HiddenValues;
  /** The questions the respondent is shown: a hidden one's answer never shows. */
  shownIds: ReadonlySet<string>;
};

// An option label or question that pipes itself is read with its tokens' fallbacks: one level.
const withFallbacks = (text: string) => replacePipingTokens(text, (token) => token.fallback);

function tokenText(token: PipingToken, state: PipingState): string {
  if (token.kind === "hidden") {
    const value = Object.hasOwn(state.hiddenValues, token.reference)
      ? state.hiddenValues[token.reference]
      : undefined;
    return value || token.fallback;
  }
  const question = state.questions.find((item) => item._id === token.reference);
  if (!question || !state.shownIds.has(question._id)) return token.fallback;
  const labelOf = (option: string) => withFallbacks(optionLabelOf(question, option));
  const text = pipedAnswerText(question, state.values[question._id], labelOf);
  return text.trim() === "" ? token.fallback : text;
}

export function pipeText(text: string, state: PipingState): string {
  return replacePipingTokens(text, (token) => tokenText(token, state));
}

/** The question with its texts piped: title, description, option labels (never their values). */
export function pipeQuestion<T extends ShownQuestion>(question: T, state: PipingState): T {
  const pipe = (text: string) => pipeText(text, state);
  return {
    ...question,
    questionText: pipe(question.questionText),
    description: pipe(question.description),
    optionLabels: Object.fromEntries(
      question.options.map((option) => [option, pipe(optionLabelOf(question, option))]),
    ),
  };
}
