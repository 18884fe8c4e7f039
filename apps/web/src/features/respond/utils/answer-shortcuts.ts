import type { AnswerValue, PublicQuestion } from "@formloom/shared";
import { optionIndexOf } from "./option-keys";

/** The field takes typed text: its keys are the respondent's words, never shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !["radio", "checkbox"].includes(target.type);
}

function toggled(question: PublicQuestion, value: AnswerValue | undefined, option: string) {
  const ticked = Array.isArray(value) ? value : [];
  const next = question.options.filter((item) =>
    item === option ? !ticked.includes(item) : ticked.includes(item),
  );
  return next.length > 0 ? next : undefined;
}

/** A key's answer, and the value of the control it picked (the one to focus). */
export type ShortcutAnswer = { value: AnswerValue | undefined; picked: string };

/**
 * The answer a key press gives the question: a letter picks a choice (or ticks a checkbox on and
 * off), a digit a rating's stars or a scale's point. Null when the key means nothing for it.
 */
export function findShortcutAnswer(
  question: PublicQuestion,
  key: string,
  value: AnswerValue | undefined,
): ShortcutAnswer | null {
  const { questionType } = question;
  if (questionType === "multipleChoice" || questionType === "checkbox") {
    const option = question.options[optionIndexOf(key)];
    if (option === undefined) return null;
    const next = questionType === "checkbox" ? toggled(question, value, option) : option;
    return { value: next, picked: option };
  }
  if (!/^[0-9]$/.test(key)) return null;
  const digit = Number(key);
  if (questionType === "rating") {
    return digit >= 1 && digit <= (question.maxRating ?? 5) ? { value: digit, picked: key } : null;
  }
  if (questionType === "linearScale") {
    const min = question.scaleMin ?? 1;
    const max = question.scaleMax ?? 5;
    return digit >= min && digit <= max ? { value: digit, picked: key } : null;
  }
  return null;
}
