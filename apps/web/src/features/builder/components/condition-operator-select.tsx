import type { LogicOperator } from "@formloom/shared";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
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
  return (
    <Select value={operator} onValueChange={(next) => onChange(next as LogicOperator)}>
      <SelectTrigger aria-label={`Condition ${number} comparison`} className="bg-card">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {operators.map((option) => (
          <SelectItem key={option} value={option}>
            {OPERATOR_LABELS[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
