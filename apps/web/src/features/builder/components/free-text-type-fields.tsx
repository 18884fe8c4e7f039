import type { QuestionDraft, RegexPattern } from "@formloom/shared";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { DraftErrors } from "../utils/validate-draft";
import { RegexValidationSelect } from "./regex-validation-select";
import { TextLengthEditor } from "./text-length-editor";

export type TypeFieldsProps = {
  question: QuestionDraft;
  errors: DraftErrors;
  patterns: readonly RegexPattern[];
  isLoadingPatterns: boolean;
  onChange: (validations: QuestionDraft["validations"]) => void;
  onSelectCorrect?: (value: string) => void;
};

export function FreeTextTypeFields({
  question,
  errors,
  patterns,
  isLoadingPatterns,
  onChange,
  onSelectCorrect,
}: TypeFieldsProps) {
  const t = useAppText();
  const id = useId();
  const { validations } = question;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {onSelectCorrect && (
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-answer`}>{t("builder.correctAnswer.label")}</Label>
          <Input
            id={`${id}-answer`}
            value={question.correctAnswer[0] ?? ""}
            placeholder={t("builder.correctAnswer.optionalHint")}
            aria-invalid={errors.correctAnswer ? true : undefined}
            onChange={(event) => onSelectCorrect(event.target.value)}
          />
          {errors.correctAnswer && (
            <p className="text-destructive text-sm">{errors.correctAnswer}</p>
          )}
        </div>
      )}
      <RegexValidationSelect
        value={validations.regex}
        patterns={patterns}
        isLoading={isLoadingPatterns}
        error={errors["validations.regex"]}
        onChange={(regex) => onChange({ ...validations, regex })}
      />
      <div className="sm:col-span-2">
        <TextLengthEditor validations={validations} errors={errors} onChange={onChange} />
      </div>
    </div>
  );
}
