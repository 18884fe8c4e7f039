import type { LogicOperator, LogicValue, ValueKind } from "@formloom/shared";

/** How the builder reads each comparison: "Age is greater than 18". */
export const OPERATOR_LABELS: Record<LogicOperator, string> = {
  equals: "is",
  notEquals: "is not",
  contains: "contains",
  answered: "is answered",
  notAnswered: "is not answered",
  greaterThan: "is greater than",
  lessThan: "is less than",
};

/**
 * What a typed value is stored as: a number when the question is numeric and the text reads as
 * one, otherwise the text, so the shared rules can name what is wrong; nothing when blank.
 */
export function toConditionValue(kind: ValueKind, text: string): LogicValue | undefined {
  if (text.trim() === "") return undefined;
  if (kind !== "number") return text;
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
}
