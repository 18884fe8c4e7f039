import {
  type QuestionDraft,
  SCALE_DEFAULT_MAX,
  SCALE_DEFAULT_MIN,
  SCALE_LABEL_MAX,
  SCALE_MAX_MAX,
  SCALE_MAX_MIN,
  SCALE_MIN_VALUES,
} from "@formloom/shared";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { QuestionChanges } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";

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
        <FormField label="Scale starts at" error={errors.scaleMin}>
          {(control) => (
            <Select
              value={String(scaleMin)}
              onValueChange={(value) => onChange({ scaleMin: Number(value) })}
            >
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {MIN_VALUES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {value}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField label="Scale ends at" error={errors.scaleMax}>
          {(control) => (
            <Select
              value={String(scaleMax)}
              onValueChange={(value) => onChange({ scaleMax: Number(value) })}
            >
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {MAX_VALUES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {value}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        {onSelectCorrect && (
          <FormField
            label="Correct answer"
            error={errors.correctAnswer}
            className="col-span-2 sm:col-span-1"
          >
            {(control) => (
              <Select
                value={correct}
                onValueChange={(value) => onSelectCorrect(value === NO_ANSWER ? "" : value)}
              >
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_ANSWER}>None</SelectItem>
                  {answerValues.map((value) => (
                    <SelectItem key={value} value={value}>
                      {value}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      </div>
      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
        <FormField
          label={`Label at ${scaleMin} (optional)`}
          error={errors.scaleMinLabel}
          hint={`Up to ${SCALE_LABEL_MAX} characters, e.g. "Not at all likely"`}
        >
          {(control) => (
            <Input
              {...control}
              value={question.scaleMinLabel}
              maxLength={SCALE_LABEL_MAX}
              onChange={(event) => onChange({ scaleMinLabel: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          label={`Label at ${scaleMax} (optional)`}
          error={errors.scaleMaxLabel}
          hint={`Up to ${SCALE_LABEL_MAX} characters, e.g. "Extremely likely"`}
        >
          {(control) => (
            <Input
              {...control}
              value={question.scaleMaxLabel}
              maxLength={SCALE_LABEL_MAX}
              onChange={(event) => onChange({ scaleMaxLabel: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
