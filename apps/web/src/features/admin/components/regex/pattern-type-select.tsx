import type { RegexPatternType } from "@formloom/shared";
import type { FieldControlProps } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";

export const PATTERN_TYPE_LABELS: Record<RegexPatternType, AppTextId> = {
  none: "admin.patternType.none",
  email: "admin.patternType.email",
  password: "admin.patternType.password",
  phoneNumber: "admin.patternType.phoneNumber",
  other: "admin.patternType.other",
};

type PatternTypeSelectProps = FieldControlProps & {
  value: RegexPatternType;
  onChange: (type: RegexPatternType) => void;
  onBlur: () => void;
};

export function PatternTypeSelect({ value, onChange, onBlur, ...control }: PatternTypeSelectProps) {
  const t = useAppText();
  return (
    <Select value={value} onValueChange={(next) => onChange(next as RegexPatternType)}>
      <SelectTrigger {...control} onBlur={onBlur}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {Object.entries(PATTERN_TYPE_LABELS).map(([type, label]) => (
          <SelectItem key={type} value={type}>
            {t(label)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
