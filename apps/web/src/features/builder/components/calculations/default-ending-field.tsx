import { CONFIRMATION_MESSAGE_MAX } from "@formloom/shared";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useAppText } from "@/lib/i18n/use-app-text";

type DefaultEndingFieldProps = {
  value: string;
  error?: string;
  onChange: (message: string) => void;
};

/** The form's confirmation message, shown when no ending's conditions hold. */
export function DefaultEndingField({ value, error, onChange }: DefaultEndingFieldProps) {
  const t = useAppText();
  return (
    <FormField
      label={t("builder.endings.defaultLabel")}
      hint={t("builder.endings.defaultHint")}
      error={error}
    >
      {(control) => (
        <Textarea
          {...control}
          rows={2}
          maxLength={CONFIRMATION_MESSAGE_MAX}
          placeholder={t("builder.afterSubmit.confirmationDefault")}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
