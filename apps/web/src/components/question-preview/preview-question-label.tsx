import type { QuestionDraft } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";

type PreviewQuestionLabelProps = { question: QuestionDraft; htmlFor?: string; id?: string };

/** A question's text as respondents see it, marked when an answer is required. */
export function PreviewQuestionLabel({ question, htmlFor, id }: PreviewQuestionLabelProps) {
  const t = useAppText();
  const Tag = htmlFor ? "label" : "span";
  return (
    <Tag id={id} htmlFor={htmlFor} className="font-medium leading-snug wrap-anywhere">
      {question.questionText.trim() || t("preview.questionLabel.untitled")}
      {question.required && (
        <>
          <span aria-hidden="true" className="ms-1 text-destructive">
            *
          </span>
          <span className="sr-only"> {t("preview.questionLabel.required")}</span>
        </>
      )}
    </Tag>
  );
}
