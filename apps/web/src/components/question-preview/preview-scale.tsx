import { type QuestionDraft, SCALE_DEFAULT_MAX, SCALE_DEFAULT_MIN } from "@formloom/shared";
import { useId } from "react";
import { PreviewQuestionLabel } from "./preview-question-label";

/** A linear scale: one radio button per value in a row, the end labels beneath its ends. */
export function PreviewScale({ question }: { question: QuestionDraft }) {
  const id = useId();
  const scaleMin = question.scaleMin ?? SCALE_DEFAULT_MIN;
  const scaleMax = question.scaleMax ?? SCALE_DEFAULT_MAX;
  const values = Array.from({ length: scaleMax - scaleMin + 1 }, (_, index) => scaleMin + index);
  const minLabel = question.scaleMinLabel.trim();
  const maxLabel = question.scaleMaxLabel.trim();
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3">
      <legend className="mb-3">
        <PreviewQuestionLabel question={question} />
      </legend>
      <div className="grid max-w-xl grid-cols-1 gap-2">
        <div
          className="grid gap-1"
          style={{ gridTemplateColumns: `repeat(${values.length}, minmax(0, 1fr))` }}
        >
          {values.map((value) => (
            <label
              key={value}
              className="flex flex-col items-center gap-1.5 text-sm tabular-nums opacity-80"
            >
              {value}
              <input type="radio" name={id} disabled className="size-4 accent-primary" />
            </label>
          ))}
        </div>
        {(minLabel || maxLabel) && (
          <div className="flex justify-between gap-4 text-muted-foreground text-xs">
            <span className="wrap-anywhere">{minLabel}</span>
            <span className="text-end wrap-anywhere">{maxLabel}</span>
          </div>
        )}
      </div>
    </fieldset>
  );
}
