import { useRespondText } from "../i18n/use-respond-text";

type QuestionLabelProps = {
  id: string;
  text: string;
  required: boolean;
  /** Renders a <label> for a single control; fieldsets use a legend and pass nothing. */
  htmlFor?: string;
};

/** The question's text, with the red asterisk of a required question (SPEC §2). */
export function QuestionLabel({ id, text, required, htmlFor }: QuestionLabelProps) {
  const t = useRespondText();
  const Tag = htmlFor ? "label" : "span";
  return (
    <Tag id={id} htmlFor={htmlFor} className="block wrap-anywhere font-medium leading-snug">
      <span dir="auto">{text}</span>
      {required && (
        <>
          <span aria-hidden="true" className="ms-1 text-destructive">
            *
          </span>
          <span className="sr-only"> {t("question.requiredMark")}</span>
        </>
      )}
    </Tag>
  );
}
