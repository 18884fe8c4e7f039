import type { LogicValue, QuestionDraft, ValueKind } from "@formloom/shared";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useAppText } from "@/lib/i18n/use-app-text";
import { toConditionValue } from "../utils/condition-labels";

type ConditionValueFieldProps = {
  number: number;
  kind: ValueKind;
  target: QuestionDraft | undefined;
  value: LogicValue | undefined;
  errorId?: string;
  onChange: (value: LogicValue | undefined) => void;
};

/** The value a condition compares with: one of the target's options, or typed. */
export function ConditionValueField({
  number,
  kind,
  target,
  value: storedValue,
  errorId,
  onChange,
}: ConditionValueFieldProps) {
  const t = useAppText();
  const value = storedValue === undefined ? "" : String(storedValue);
  const options = target?.options.filter((option) => option.trim() !== "") ?? [];
  const invalid = errorId ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};

  if (kind === "option") {
    return (
      <Select value={options.includes(value) ? value : undefined} onValueChange={onChange}>
        <SelectTrigger
          aria-label={t("builder.condition.valueLabel", { number })}
          className="bg-card"
          {...invalid}
        >
          <SelectValue placeholder={t("builder.condition.chooseOption")} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    );
  }
  return (
    <Input
      aria-label={t("builder.condition.valueLabel", { number })}
      type={kind === "number" ? "number" : kind === "date" ? "date" : "text"}
      value={value}
      placeholder={kind === "text" ? t("builder.condition.textPlaceholder") : undefined}
      className="bg-card"
      {...invalid}
      onChange={(event) => onChange(toConditionValue(kind, event.target.value))}
    />
  );
}
