import { FormField } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useAppText } from "@/lib/i18n/use-app-text";

type ValueSelectFieldProps = {
  label: string;
  error?: string;
  className?: string;
  value: string;
  values: readonly string[];
  /** The value of a leading "None" entry, when no value is a choice. */
  noneValue?: string;
  onChange: (value: string) => void;
};

/** A labelled select whose entries read as their values ("0", "1", … "10"). */
export function ValueSelectField({
  label,
  error,
  className,
  value,
  values,
  noneValue,
  onChange,
}: ValueSelectFieldProps) {
  const t = useAppText();
  return (
    <FormField label={label} error={error} className={className}>
      {(control) => (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {noneValue !== undefined && (
              <SelectItem value={noneValue}>{t("builder.question.none")}</SelectItem>
            )}
            {values.map((entry) => (
              <SelectItem key={entry} value={entry}>
                {entry}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
