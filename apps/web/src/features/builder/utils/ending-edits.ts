import {
  type Ending,
  LOGIC_MESSAGES,
  MAX_CONDITIONS,
  type QuestionDraft,
  type Result,
  refuse,
  succeed,
} from "@formloom/shared";
import { applyConditionChange, type ConditionChange, createCondition } from "./logic-drafts";

// The builder's edits of one ending: its text, its redirect and its conditions, which may read
// every question, hidden field and variable of the form (`targets`, from findConditionTargets).

type Targets = readonly QuestionDraft[];

/** A new ending shows when its condition on the last target (a variable, when any) holds. */
export function createEnding(targets: Targets): Result<Ending> {
  const target = targets.at(-1);
  if (target === undefined) return refuse(LOGIC_MESSAGES.noEarlierQuestion);
  return succeed({
    message: "",
    redirectUrl: null,
    logic: { match: "all", conditions: [createCondition(target)] },
  });
}

export function addEndingCondition(ending: Ending, targets: Targets): Result<Ending> {
  const { conditions } = ending.logic;
  if (conditions.length >= MAX_CONDITIONS) return refuse(LOGIC_MESSAGES.tooManyConditions);
  const target = targets.at(-1);
  if (target === undefined) return refuse(LOGIC_MESSAGES.noEarlierQuestion);
  return succeed({
    ...ending,
    logic: { ...ending.logic, conditions: [...conditions, createCondition(target)] },
  });
}

export function changeEndingCondition(
  ending: Ending,
  conditionIndex: number,
  change: ConditionChange,
  targets: Targets,
): Result<Ending> {
  const condition = ending.logic.conditions[conditionIndex];
  if (condition === undefined) return succeed(ending);
  const target = targets.find(
    (item) => item.key === condition.questionId || item._id === condition.questionId,
  );
  const result = applyConditionChange(targets, target, condition, change);
  if (!result.ok) return result;
  const conditions = ending.logic.conditions.map((other, i) =>
    i === conditionIndex ? result.value : other,
  );
  return succeed({ ...ending, logic: { ...ending.logic, conditions } });
}

export function removeEndingCondition(ending: Ending, conditionIndex: number): Ending {
  const conditions = ending.logic.conditions.filter((_, i) => i !== conditionIndex);
  return { ...ending, logic: { ...ending.logic, conditions } };
}

/** The text with a variable's token put at `at` (the caret), or at its end. */
export function insertVariableToken(text: string, name: string, at = text.length): string {
  return `${text.slice(0, at)}{{var:${name}}}${text.slice(at)}`;
}
