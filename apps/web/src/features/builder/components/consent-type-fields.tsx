import { QUESTION_DESCRIPTION_MAX } from "@formloom/shared";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useAppText } from "@/lib/i18n/use-app-text";

type ConsentTypeFieldsProps = {
  text: string;
  error: string | undefined;
  onChange: (text: string) => void;
};

/** The legal text a consent's respondent agrees to: plain text with links. */
export function ConsentTypeFields({ text, error, onChange }: ConsentTypeFieldsProps) {
  const t = useAppText();
  return (
    <FormField
      label={t("builder.question.legalText")}
      hint={t("builder.question.legalTextHint")}
      error={error}
    >
      {(control) => (
        <Textarea
          {...control}
          value={text}
          maxLength={QUESTION_DESCRIPTION_MAX}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
