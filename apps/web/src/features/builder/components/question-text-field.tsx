import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";

type QuestionTextFieldProps = {
  value: string;
  error?: string;
  onChange: (questionText: string) => void;
};

export function QuestionTextField({ value, error, onChange }: QuestionTextFieldProps) {
  const t = useAppText();
  return (
    <FormField label={t("builder.question.text")} error={error}>
      {(control) => (
        <Input
          {...control}
          data-focus-target="text"
          value={value}
          placeholder={t("builder.question.untitledQuestion")}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
