import type { LogicOperator } from "@formloom/shared";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useAppText } from "@/lib/i18n/use-app-text";
import { OPERATOR_LABELS } from "../utils/condition-labels";

type ConditionOperatorSelectProps = {
  number: number;
  operator: LogicOperator;
  operators: readonly LogicOperator[];
  onChange: (operator: LogicOperator) => void;
};

export function ConditionOperatorSelect({
  number,
  operator,
  operators,
  onChange,
}: ConditionOperatorSelectProps) {
  const t = useAppText();
  return (
    <Select value={operator} onValueChange={(next) => onChange(next as LogicOperator)}>
      <SelectTrigger
        aria-label={t("builder.condition.comparisonLabel", { number })}
        className="bg-card"
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {operators.map((option) => (
          <SelectItem key={option} value={option}>
            {t(OPERATOR_LABELS[option])}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
