import type { QuestionDraft, QuestionValidations } from "@formloom/shared";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { DraftErrors } from "../utils/validate-draft";
import { setValidation } from "../utils/validation-fields";

type DateBoundsEditorProps = {
  question: QuestionDraft;
  errors: DraftErrors;
  onChange: (validations: QuestionValidations) => void;
  /** Absent while the answer key is closed: no correct-answer field then. */
  onSelectCorrect?: (value: string) => void;
};

/** A date question: optional earliest and latest dates, and a correct date. */
export function DateBoundsEditor({
  question,
  errors,
  onChange,
  onSelectCorrect,
}: DateBoundsEditorProps) {
  const t = useAppText();
  const { validations } = question;
  return (
    <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-3">
      <FormField label={t("builder.dateBounds.earliest")} error={errors["validations.minDate"]}>
        {(control) => (
          <Input
            {...control}
            type="date"
            max={validations.maxDate}
            value={validations.minDate ?? ""}
            onChange={(event) =>
              onChange(setValidation(validations, "minDate", event.target.value))
            }
          />
        )}
      </FormField>
      <FormField label={t("builder.dateBounds.latest")} error={errors["validations.maxDate"]}>
        {(control) => (
          <Input
            {...control}
            type="date"
            min={validations.minDate}
            value={validations.maxDate ?? ""}
            onChange={(event) =>
              onChange(setValidation(validations, "maxDate", event.target.value))
            }
          />
        )}
      </FormField>
      {onSelectCorrect && (
        <FormField
          label={t("builder.correctAnswer.label")}
          error={errors.correctAnswer}
          hint={t("builder.correctAnswer.optionalHint")}
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              min={validations.minDate}
              max={validations.maxDate}
              value={question.correctAnswer[0] ?? ""}
              onChange={(event) => onSelectCorrect(event.target.value)}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
