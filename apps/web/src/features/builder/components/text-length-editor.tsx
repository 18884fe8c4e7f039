import type { QuestionValidations } from "@formloom/shared";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { DraftErrors } from "../utils/validate-draft";
import { parseBoundText, setValidation } from "../utils/validation-fields";

type TextLengthEditorProps = {
  validations: QuestionValidations;
  errors: DraftErrors;
  onChange: (validations: QuestionValidations) => void;
};

/** The shortest and longest answer a text question accepts, in characters. */
export function TextLengthEditor({ validations, errors, onChange }: TextLengthEditorProps) {
  const t = useAppText();
  return (
    <div className="grid grid-cols-2 items-start gap-4">
      <FormField
        label={t("builder.question.minLengthOptional")}
        error={errors["validations.minLength"]}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            min={0}
            step={1}
            value={validations.minLength ?? ""}
            onChange={(event) =>
              onChange(setValidation(validations, "minLength", parseBoundText(event.target.value)))
            }
          />
        )}
      </FormField>
      <FormField
        label={t("builder.question.maxLengthOptional")}
        error={errors["validations.maxLength"]}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            min={0}
            step={1}
            value={validations.maxLength ?? ""}
            onChange={(event) =>
              onChange(setValidation(validations, "maxLength", parseBoundText(event.target.value)))
            }
          />
        )}
      </FormField>
    </div>
  );
}
