import {
  BUILDER_MESSAGES,
  type Ending,
  findLogicIssues,
  findReferenceBlockingRemoval,
  isSection,
  LOGIC_MESSAGES,
  MAX_QUESTIONS,
  type QuestionDraft,
  type Result,
  refuse,
  succeed,
} from "@formloom/shared";
import { type Clock, copyQuestion, createQuestion, createUniqueKey } from "./question-drafts";

// The builder's pure actions on the list of questions and sections (SPEC §3). Every action
// returns a new list; refusals carry the message to show.

export function appendQuestion(
  questions: readonly QuestionDraft[],
  now: Clock = Date.now,
): Result<QuestionDraft[]> {
  if (questions.length >= MAX_QUESTIONS) return refuse(BUILDER_MESSAGES.tooManyQuestions);
  const question = { ...createQuestion(now), key: createUniqueKey(questions, now) };
  return succeed([...questions, question]);
}

export function duplicateQuestion(
  questions: readonly QuestionDraft[],
  index: number,
  now: Clock = Date.now,
): Result<QuestionDraft[]> {
  const original = questions[index];
  if (original === undefined) return succeed([...questions]);
  if (questions.length >= MAX_QUESTIONS) return refuse(BUILDER_MESSAGES.tooManyQuestions);
  const { _id, ...withoutId } = copyQuestion(original);
  const copy = { ...withoutId, key: createUniqueKey(questions, now) };
  return succeed([...questions.slice(0, index + 1), copy, ...questions.slice(index + 1)]);
}

// A new page's title until the owner names it.
export const NEW_SECTION_TEXT = "Untitled Section";

/** A page break: its questionText is the page title, its description the text under it. */
export function appendSection(
  questions: readonly QuestionDraft[],
  now: Clock = Date.now,
): Result<QuestionDraft[]> {
  if (questions.length >= MAX_QUESTIONS) return refuse(BUILDER_MESSAGES.tooManyQuestions);
  const section: QuestionDraft = {
    ...createQuestion(now),
    key: createUniqueKey(questions, now),
    questionType: "section",
    questionText: NEW_SECTION_TEXT,
  };
  return succeed([...questions, section]);
}

// A form keeps one question to answer; sections alone are not a form. A question that a
// later item's logic, or an ending's condition, reads stays until that condition changes, so
// nothing is left dangling.
export function removeQuestion(
  questions: readonly QuestionDraft[],
  index: number,
  endings: readonly Ending[] = [],
): Result<QuestionDraft[]> {
  const removed = questions[index];
  if (removed === undefined) return succeed([...questions]);
  const answerableCount = questions.filter((question) => !isSection(question)).length;
  if (!isSection(removed) && answerableCount <= 1) {
    return refuse(BUILDER_MESSAGES.questionsRequired);
  }
  const blocking = findReferenceBlockingRemoval(questions, index, endings);
  if (blocking) return refuse(blocking);
  return succeed(questions.filter((_, i) => i !== index));
}

export function moveQuestion(
  questions: readonly QuestionDraft[],
  index: number,
  direction: "up" | "down",
): Result<QuestionDraft[]> {
  const target = direction === "up" ? index - 1 : index + 1;
  if (target < 0) return refuse(BUILDER_MESSAGES.firstQuestionCannotMoveUp);
  if (target >= questions.length) return refuse(BUILDER_MESSAGES.lastQuestionCannotMoveDown);
  return reorderQuestions(questions, index, target);
}

// Drag and drop: the question at `from` lands at `to`, the others keep their order. A new
// order that would put a condition before the question it reads is refused as a whole. Only
// that counts here: a condition still being filled in (no value yet) must not block a drag.
export function reorderQuestions(
  questions: readonly QuestionDraft[],
  from: number,
  to: number,
): Result<QuestionDraft[]> {
  const moved = questions[from];
  if (moved === undefined || to < 0 || to >= questions.length) return succeed([...questions]);
  const rest = questions.filter((_, i) => i !== from);
  const reordered = [...rest.slice(0, to), moved, ...rest.slice(to)];
  const isOutOfOrder = findLogicIssues(reordered).some(
    (issue) => issue.message === LOGIC_MESSAGES.referenceNotBefore,
  );
  return isOutOfOrder ? refuse(LOGIC_MESSAGES.referenceNotBefore) : succeed(reordered);
}
