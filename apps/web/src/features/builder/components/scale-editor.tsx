import {
  type QuestionDraft,
  SCALE_DEFAULT_MAX,
  SCALE_DEFAULT_MIN,
  SCALE_MAX_MAX,
  SCALE_MAX_MIN,
  SCALE_MIN_VALUES,
} from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { QuestionChanges } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
import { ScaleEndLabelField } from "./scale-end-label-field";
import { ValueSelectField } from "./value-select-field";

type ScaleEditorProps = {
  question: QuestionDraft;
  errors: DraftErrors;
  onChange: (changes: QuestionChanges) => void;
  /** Absent while the answer key is closed: no correct-answer field then. */
  onSelectCorrect?: (value: string) => void;
};

const NO_ANSWER = "none";

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => String(from + index));

const MIN_VALUES = SCALE_MIN_VALUES.map(String);
const MAX_VALUES = range(SCALE_MAX_MIN, SCALE_MAX_MAX);

/** A linear scale: where it starts (0 or 1) and ends (2–10), its end labels, a correct value. */
export function ScaleEditor({ question, errors, onChange, onSelectCorrect }: ScaleEditorProps) {
  const t = useAppText();
  const scaleMin = question.scaleMin ?? SCALE_DEFAULT_MIN;
  const scaleMax = question.scaleMax ?? SCALE_DEFAULT_MAX;
  const correct = question.correctAnswer[0] ?? NO_ANSWER;
  const values = range(scaleMin, scaleMax);
  // A correct value left off the scale by a change stays listed, beside its message.
  const answerValues =
    correct === NO_ANSWER || values.includes(correct) ? values : [...values, correct];

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-3">
        <ValueSelectField
          label={t("builder.question.scaleStartsAt")}
          error={errors.scaleMin}
          value={String(scaleMin)}
          values={MIN_VALUES}
          onChange={(value) => onChange({ scaleMin: Number(value) })}
        />
        <ValueSelectField
          label={t("builder.question.scaleEndsAt")}
          error={errors.scaleMax}
          value={String(scaleMax)}
          values={MAX_VALUES}
          onChange={(value) => onChange({ scaleMax: Number(value) })}
        />
        {onSelectCorrect && (
          <ValueSelectField
            label={t("builder.question.correctAnswer")}
            error={errors.correctAnswer}
            className="col-span-2 sm:col-span-1"
            value={correct}
            values={answerValues}
            noneValue={NO_ANSWER}
            onChange={(value) => onSelectCorrect(value === NO_ANSWER ? "" : value)}
          />
        )}
      </div>
      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
        <ScaleEndLabelField
          at={scaleMin}
          example={t("builder.question.scaleMinExample")}
          value={question.scaleMinLabel}
          error={errors.scaleMinLabel}
          onChange={(scaleMinLabel) => onChange({ scaleMinLabel })}
        />
        <ScaleEndLabelField
          at={scaleMax}
          example={t("builder.question.scaleMaxExample")}
          value={question.scaleMaxLabel}
          error={errors.scaleMaxLabel}
          onChange={(scaleMaxLabel) => onChange({ scaleMaxLabel })}
        />
      </div>
    </div>
  );
}
