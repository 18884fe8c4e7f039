import type { QuestionDraft, QuestionValidations } from "@formloom/shared";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { DraftErrors } from "../utils/validate-draft";
import { parseBoundText, setValidation } from "../utils/validation-fields";
import { WholeNumbersSwitch } from "./whole-numbers-switch";

type NumberBoundsEditorProps = {
  question: QuestionDraft;
  errors: DraftErrors;
  onChange: (validations: QuestionValidations) => void;
  /** Absent while the answer key is closed: no correct-answer field then. */
  onSelectCorrect?: (value: string) => void;
};

/** A number question: optional minimum and maximum, whole numbers only, a correct value. */
export function NumberBoundsEditor({
  question,
  errors,
  onChange,
  onSelectCorrect,
}: NumberBoundsEditorProps) {
  const t = useAppText();
  const { validations } = question;
  const step = validations.integer ? 1 : "any";

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-3">
        <FormField label={t("builder.question.minimumOptional")} error={errors["validations.min"]}>
          {(control) => (
            <Input
              {...control}
              type="number"
              step={step}
              value={validations.min ?? ""}
              onChange={(event) =>
                onChange(setValidation(validations, "min", parseBoundText(event.target.value)))
              }
            />
          )}
        </FormField>
        <FormField label={t("builder.question.maximumOptional")} error={errors["validations.max"]}>
          {(control) => (
            <Input
              {...control}
              type="number"
              step={step}
              value={validations.max ?? ""}
              onChange={(event) =>
                onChange(setValidation(validations, "max", parseBoundText(event.target.value)))
              }
            />
          )}
        </FormField>
        {onSelectCorrect && (
          <FormField
            label={t("builder.question.correctAnswer")}
            error={errors.correctAnswer}
            className="col-span-2 sm:col-span-1"
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                placeholder={t("builder.question.correctAnswerPlaceholder")}
                value={question.correctAnswer[0] ?? ""}
                onChange={(event) => onSelectCorrect(event.target.value)}
              />
            )}
          </FormField>
        )}
      </div>
      <WholeNumbersSwitch
        checked={validations.integer === true}
        error={errors["validations.integer"]}
        onChange={(integer) =>
          onChange(setValidation(validations, "integer", integer || undefined))
        }
      />
    </div>
  );
}
