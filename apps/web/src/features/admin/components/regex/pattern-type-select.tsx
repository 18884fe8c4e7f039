import type { RegexPatternType } from "@formloom/shared";
import type { FieldControlProps } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

export const PATTERN_TYPE_LABELS: Record<RegexPatternType, string> = {
  none: "None",
  email: "Email",
  password: "Password",
  phoneNumber: "Phone Number",
  other: "Other",
};

type PatternTypeSelectProps = FieldControlProps & {
  value: RegexPatternType;
  onChange: (type: RegexPatternType) => void;
  onBlur: () => void;
};

export function PatternTypeSelect({ value, onChange, onBlur, ...control }: PatternTypeSelectProps) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as RegexPatternType)}>
      <SelectTrigger {...control} onBlur={onBlur}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {Object.entries(PATTERN_TYPE_LABELS).map(([type, label]) => (
          <SelectItem key={type} value={type}>
            {label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
