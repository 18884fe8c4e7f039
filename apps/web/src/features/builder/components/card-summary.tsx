import { type QuestionType, toOwnerText } from "@formloom/shared";
import { questionTypeLabel } from "@/lib/i18n/question-type-label";
import { useAppText } from "@/lib/i18n/use-app-text";
import { usePipingSource } from "./piping-source-context";
import { type DragHandle, DragHandleButton } from "./question-card-actions";
import { QuestionTypeIcon } from "./question-type-icon";

type CardSummaryProps = {
  headingId: string;
  /** "Question 3", or "Section 1". */
  name: string;
  /** The question's text or the page's title, or what stands in for a blank one. */
  text: string;
  questionType: QuestionType;
  /** The card's first message, so a refused save's errors stay in sight while it is closed. */
  error?: string;
  /** How many calculations the question applies to the form's variables. */
  calculationCount?: number;
  dragHandle: DragHandle;
  onExpand: () => void;
};

/** A closed card: one line that opens it for editing, and its drag handle. */
export function CardSummary({
  headingId,
  name,
  text,
  questionType,
  error,
  calculationCount = 0,
  dragHandle,
  onExpand,
}: CardSummaryProps) {
  const t = useAppText();
  const { items } = usePipingSource();
  return (
    <div className="flex items-start gap-1 py-2 pe-2 ps-1.5 sm:pe-3">
      <DragHandleButton name={name} dragHandle={dragHandle} />
      <h2 className="min-w-0 flex-1">
        <button
          type="button"
          aria-expanded={false}
          onClick={onExpand}
          className="grid w-full min-w-0 cursor-pointer grid-cols-1 gap-0.5 rounded-md px-1.5 py-1.5 text-start outline-none transition-colors hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          <span className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-0.5 text-sm">
            <span id={headingId} className="shrink-0 font-medium">
              {name}
            </span>
            <span className="sr-only">: </span>
            <span data-summary-text className="min-w-0 flex-1 wrap-anywhere text-muted-foreground">
              {toOwnerText(text, items)}
            </span>
            <span className="sr-only">, </span>
            <span className="flex shrink-0 items-center gap-1 text-muted-foreground text-xs">
              <QuestionTypeIcon type={questionType} className="size-3.5 shrink-0" />
              {questionTypeLabel(t, questionType)}
            </span>
            {calculationCount > 0 && (
              <span className="shrink-0 text-muted-foreground text-xs">
                <span className="sr-only">, </span>
                {t("builder.rules.count", { count: calculationCount })}
              </span>
            )}
          </span>
          {error && (
            <span className="text-destructive text-xs">
              <span className="sr-only">, </span>
              {error}
            </span>
          )}
        </button>
      </h2>
    </div>
  );
}
