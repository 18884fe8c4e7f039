import type { QuestionDraft, QuestionValidations } from "@formloom/shared";
import { useId } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { DraftErrors } from "../utils/validate-draft";
import { parseBoundText, setValidation } from "../utils/validation-fields";

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
  const id = useId();
  const { validations } = question;
  const integerError = errors["validations.integer"];
  const step = validations.integer ? 1 : "any";

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-3">
        <FormField label="Minimum (optional)" error={errors["validations.min"]}>
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
        <FormField label="Maximum (optional)" error={errors["validations.max"]}>
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
            label="Correct answer"
            error={errors.correctAnswer}
            className="col-span-2 sm:col-span-1"
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                placeholder="Optional, for quizzes"
                value={question.correctAnswer[0] ?? ""}
                onChange={(event) => onSelectCorrect(event.target.value)}
              />
            )}
          </FormField>
        )}
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <div className="flex items-center gap-2.5">
          <Switch
            id={`${id}-integer`}
            checked={validations.integer === true}
            aria-invalid={integerError ? true : undefined}
            aria-describedby={integerError ? `${id}-integer-error` : undefined}
            onCheckedChange={(integer) =>
              onChange(setValidation(validations, "integer", integer || undefined))
            }
          />
          <Label htmlFor={`${id}-integer`} className="cursor-pointer">
            Whole numbers only
          </Label>
        </div>
        {integerError && (
          <p id={`${id}-integer-error`} role="alert" className="text-destructive text-sm">
            {integerError}
          </p>
        )}
      </div>
    </div>
  );
}
