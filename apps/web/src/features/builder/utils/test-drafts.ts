import type { QuestionDraft, QuestionType, Result } from "@formloom/shared";
import { applyBuilderAction, type BuilderAction, type BuilderState } from "./builder-state";
import { createQuestion } from "./question-drafts";

export const clock = (time: number) => () => time;

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`unexpected refusal: ${result.message}`);
  return result.value;
}

export function draft(overrides: Partial<QuestionDraft> = {}): QuestionDraft {
  return { ...createQuestion(clock(1)), ...overrides };
}

export const choice = (type: QuestionType, options: string[], correctAnswer: string[] = []) =>
  draft({ questionType: type, options, correctAnswer });

/** The state after these actions, each of which must be applied. */
export function applyAll(state: BuilderState, ...actions: BuilderAction[]): BuilderState {
  return actions.reduce((current, action) => {
    const result = applyBuilderAction(current, action);
    if (!result.ok) throw new Error(`refused: ${result.message}`);
    return result.value;
  }, state);
}
