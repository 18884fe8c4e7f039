import type { AnswerValue } from "@formloom/shared";
import type { ShownQuestion } from "../utils/shown-form";
import type { QuestionIds } from "./question-ids";

/** What every answer control gets from its question card. */
export type AnswerControlProps = {
  question: ShownQuestion;
  ids: QuestionIds;
  value: AnswerValue | undefined;
  /** The control's aria-describedby: its hint and its error. */
  describedBy: string | undefined;
  hasError: boolean;
  onChange: (value: AnswerValue | undefined) => void;
  onBlur: () => void;
  /** The one-at-a-time layout shows the key that picks each option (A, B, C…). */
  hasKeyHints?: boolean;
};

/** The id and state a single-field control announces for its question. */
export function fieldAttributes({
  question,
  ids,
  describedBy,
  hasError,
}: Pick<AnswerControlProps, "question" | "ids" | "describedBy" | "hasError">) {
  return {
    id: ids.control,
    "aria-required": question.required || undefined,
    "aria-invalid": hasError || undefined,
    "aria-describedby": describedBy,
  };
}
