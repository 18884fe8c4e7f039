import { LegalText } from "@/components/ui/legal-text";
import { useRespondText } from "../i18n/use-respond-text";
import { type AnswerControlProps, fieldAttributes } from "./answer-control-props";

const boxClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-background px-3.5 py-2.5 text-sm transition-colors hover:bg-muted/60 has-[:checked]:border-primary/50 has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40";

/**
 * The legal text and the box that agrees to it. Ticked, the answer is the text in the form's
 * own language (what the server compares); the page shows its translation when it has one.
 */
export function ConsentAnswer(props: AnswerControlProps) {
  const { question, ids, value, describedBy, onChange, onBlur } = props;
  const t = useRespondText();
  const textId = `${ids.control}-text`;
  return (
    <div className="grid gap-3">
      <LegalText id={textId} text={question.shownLegalText ?? question.description} />
      <label className={boxClass}>
        <input
          type="checkbox"
          {...fieldAttributes(props)}
          checked={value === question.description}
          aria-describedby={[textId, describedBy].filter(Boolean).join(" ")}
          onChange={(event) => onChange(event.target.checked ? question.description : undefined)}
          onBlur={onBlur}
          className="size-4 shrink-0 rounded accent-primary"
        />
        <span className="min-w-0 flex-1">{t("consent.agree")}</span>
      </label>
    </div>
  );
}
