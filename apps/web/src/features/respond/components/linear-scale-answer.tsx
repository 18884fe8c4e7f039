import type { PublicQuestion } from "@formloom/shared";
import { Button } from "@/components/ui/button";
import { useRespondText } from "../i18n/use-respond-text";
import type { AnswerControlProps } from "./answer-control-props";
import type { QuestionIds } from "./question-ids";

/** The values of a scale, lowest first. */
export function getScaleValues(scaleMin: number | null, scaleMax: number | null): number[] {
  const min = scaleMin ?? 1;
  const max = Math.max(min, scaleMax ?? 5);
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/** The ids of the end labels the scale shows, which describe the whole group too. */
export function getScaleLabelIds(question: PublicQuestion, ids: QuestionIds): string[] {
  return [question.scaleMinLabel && ids.minLabel, question.scaleMaxLabel && ids.maxLabel].filter(
    (id): id is string => Boolean(id),
  );
}

// The checked colours win over hover: white on the hover grey would be unreadable.
const pointClass =
  "flex h-11 items-center justify-center rounded-md border bg-background font-medium text-sm tabular-nums transition-colors hover:bg-muted/60 peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-checked:hover:bg-primary peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50";

/**
 * One radio per point of the scale, in a row that always fits its card (0–10 included, on
 * a phone); the end labels sit under the ends and describe the end radios.
 */
export function LinearScaleAnswer({
  question,
  ids,
  value,
  hasError,
  onChange,
  onBlur,
}: AnswerControlProps) {
  const values = getScaleValues(question.scaleMin, question.scaleMax);
  const first = values[0];
  const last = values.at(-1);
  const { scaleMinLabel, scaleMaxLabel } = question;
  const t = useRespondText();
  const describeEnd = (point: number) => {
    if (point === first && scaleMinLabel) return ids.minLabel;
    if (point === last && scaleMaxLabel) return ids.maxLabel;
    return undefined;
  };

  return (
    <div className="grid gap-2">
      <div
        className="grid gap-1 sm:gap-2"
        style={{ gridTemplateColumns: `repeat(${values.length}, minmax(0, 1fr))` }}
      >
        {values.map((point) => (
          <label key={point} className="min-w-0 cursor-pointer">
            <input
              type="radio"
              name={ids.control}
              id={point === first ? ids.control : undefined}
              value={point}
              checked={value === point}
              required={question.required && point === first}
              aria-invalid={hasError || undefined}
              aria-describedby={describeEnd(point)}
              onChange={() => onChange(point)}
              onBlur={onBlur}
              className="peer sr-only"
            />
            <span className={pointClass}>{point}</span>
          </label>
        ))}
      </div>
      {(scaleMinLabel || scaleMaxLabel) && (
        <div className="flex justify-between gap-4 text-muted-foreground text-xs">
          <span id={scaleMinLabel ? ids.minLabel : undefined} dir="auto" className="wrap-anywhere">
            {scaleMinLabel}
          </span>
          <span
            id={scaleMaxLabel ? ids.maxLabel : undefined}
            dir="auto"
            className="wrap-anywhere text-end"
          >
            {scaleMaxLabel}
          </span>
        </div>
      )}
      {!question.required && typeof value === "number" && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-self-start text-muted-foreground"
          onClick={() => onChange(undefined)}
        >
          {t("choice.clear")}
        </Button>
      )}
    </div>
  );
}
