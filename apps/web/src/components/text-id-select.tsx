import type { FieldControlProps } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";

type TextIdSelectProps<T extends string> = FieldControlProps & {
  /** Each choice's value and the catalogue text that names it, in the order shown. */
  labels: Record<T, AppTextId>;
  value: T;
  onChange: (value: T) => void;
  onBlur?: () => void;
};

/** A select of a fixed set of values, each named by its catalogue text. */
export function TextIdSelect<T extends string>({
  labels,
  value,
  onChange,
  onBlur,
  ...control
}: TextIdSelectProps<T>) {
  const t = useAppText();
  return (
    <Select value={value} onValueChange={(next) => onChange(next as T)}>
      <SelectTrigger {...control} onBlur={onBlur}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {(Object.entries(labels) as [T, AppTextId][]).map(([choice, label]) => (
          <SelectItem key={choice} value={choice}>
            {t(label)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
