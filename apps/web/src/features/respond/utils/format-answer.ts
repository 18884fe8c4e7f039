import type { AnswerValue } from "@formloom/shared";
import type { RespondText } from "../i18n/use-respond-text";
import { optionLabelOf, type ShownQuestion } from "./shown-form";

type Formatted = Pick<ShownQuestion, "questionType" | "rows" | "optionLabels">;

const listOf = (items: readonly string[], t: RespondText, type: Intl.ListFormatType) =>
  new Intl.ListFormat(t.locale, { type, style: "long" }).format(items);

/** An answer as a sentence fragment: ticked boxes listed, a grid by row, a ranking in order. */
export function formatAnswer(
  question: Formatted,
  value: AnswerValue | undefined,
  t: RespondText,
): string {
  if (value === undefined || value === "") return t("answer.none");
  const labelOf = (option: string) => optionLabelOf(question, option);
  if (!Array.isArray(value)) return typeof value === "string" ? labelOf(value) : String(value);
  if (question.questionType === "matrix") {
    const rows = question.rows.map((row, index) =>
      t("answer.gridRow", { row, column: value[index] ? labelOf(value[index]) : "—" }),
    );
    return listOf(rows, t, "unit");
  }
  if (question.questionType === "ranking") {
    return listOf(
      value.map((option, index) =>
        t("answer.rankedOption", { position: index + 1, option: labelOf(option) }),
      ),
      t,
      "unit",
    );
  }
  return value.length === 0 ? t("answer.none") : listOf(value.map(labelOf), t, "conjunction");
}

/**
 * The quiz's correct answer: every ticked box, a grid by row, a ranking in order; where the owner
 * accepts several answers (free text), any of them.
 */
export function formatCorrectAnswer(
  question: Formatted,
  correct: readonly string[],
  t: RespondText,
): string {
  if (["checkbox", "matrix", "ranking"].includes(question.questionType)) {
    return formatAnswer(question, [...correct], t);
  }
  return listOf(
    correct.map((answer) => optionLabelOf(question, answer)),
    t,
    "disjunction",
  );
}
