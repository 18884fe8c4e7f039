import { TEXT_ANSWER_MAX } from "@formloom/shared/constants";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useRespondText } from "../i18n/use-respond-text";
import { type AnswerControlProps, fieldAttributes } from "./answer-control-props";

/** A short answer on one line, or a paragraph that grows with its text. */
export function TextAnswer({
  question,
  ids,
  value,
  describedBy,
  hasError,
  onChange,
  onBlur,
}: AnswerControlProps) {
  const t = useRespondText();
  const shared = {
    ...fieldAttributes({ question, ids, describedBy, hasError }),
    value: typeof value === "string" ? value : "",
    maxLength: TEXT_ANSWER_MAX,
    onBlur,
    className: "select-text",
  };
  if (question.questionType === "paragraph") {
    return (
      <Textarea
        {...shared}
        rows={4}
        placeholder={t("answer.placeholder")}
        className="field-sizing-content min-h-24 select-text"
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <Input
      {...shared}
      type="text"
      autoComplete="off"
      placeholder={t("answer.placeholder")}
      className="h-10 select-text"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
