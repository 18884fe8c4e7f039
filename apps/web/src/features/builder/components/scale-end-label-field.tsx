import { SCALE_LABEL_MAX } from "@formloom/shared";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";

type ScaleEndLabelFieldProps = {
  /** The scale value the label stands beside. */
  at: number;
  example: string;
  value: string;
  error?: string;
  onChange: (label: string) => void;
};

export function ScaleEndLabelField({
  at,
  example,
  value,
  error,
  onChange,
}: ScaleEndLabelFieldProps) {
  const t = useAppText();
  return (
    <FormField
      label={t("builder.question.scaleLabelAt", { at })}
      error={error}
      hint={t("builder.question.scaleLabelHint", { max: SCALE_LABEL_MAX, example })}
    >
      {(control) => (
        <Input
          {...control}
          value={value}
          maxLength={SCALE_LABEL_MAX}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
