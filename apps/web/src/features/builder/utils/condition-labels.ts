import type { LogicOperator, LogicValue, ValueKind } from "@formloom/shared";
import type { AppTextId } from "@/lib/i18n/use-app-text";

/** How the builder reads each comparison: "Age is greater than 18". */
export const OPERATOR_LABELS: Record<LogicOperator, AppTextId> = {
  equals: "builder.operator.equals",
  notEquals: "builder.operator.notEquals",
  contains: "builder.operator.contains",
  answered: "builder.operator.answered",
  notAnswered: "builder.operator.notAnswered",
  greaterThan: "builder.operator.greaterThan",
  lessThan: "builder.operator.lessThan",
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
