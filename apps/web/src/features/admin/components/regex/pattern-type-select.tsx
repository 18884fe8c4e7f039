import type { RegexPatternType } from "@formloom/shared";
import { TextIdSelect } from "@/components/text-id-select";
import type { FieldControlProps } from "@/components/ui/form-field";
import type { AppTextId } from "@/lib/i18n/use-app-text";

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

export function PatternTypeSelect(props: PatternTypeSelectProps) {
  return <TextIdSelect labels={PATTERN_TYPE_LABELS} {...props} />;
}
