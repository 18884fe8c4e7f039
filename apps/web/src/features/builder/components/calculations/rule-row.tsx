import {
  CALCULATION_OPERATIONS,
  type CalculationRule,
  type FormVariable,
  VARIABLE_TEXT_MAX,
} from "@formloom/shared";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";
import { toConditionValue } from "../../utils/condition-labels";
import type { RuleChange } from "../../utils/rule-edits";
import { PlainSelect } from "./plain-select";

const OPERATION_LABELS: Record<CalculationRule["operation"], AppTextId> = {
  add: "builder.rules.opAdd",
  subtract: "builder.rules.opSubtract",
  multiply: "builder.rules.opMultiply",
  set: "builder.rules.opSet",
};

type RuleRowProps = {
  number: number;
  rule: CalculationRule;
  /** The question's options; none for a number, rating or scale question. */
  options: readonly string[] | null;
  variables: readonly FormVariable[];
  invalid?: { "aria-invalid": true; "aria-describedby": string };
  onChange: (change: RuleChange) => void;
  onRemove: () => void;
};

/** "Small: total adds 10", or "total multiplies by the answer". */
export function RuleRow({
  number,
  rule,
  options,
  variables,
  invalid,
  onChange,
  onRemove,
}: RuleRowProps) {
  const t = useAppText();
  const isText = variables.find((variable) => variable.name === rule.variable)?.kind === "text";
  const operations = isText ? (["set"] as const) : CALCULATION_OPERATIONS;
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto] sm:items-center">
      <legend className="sr-only">{t("builder.rules.legend", { number })}</legend>
      {options && (
        <PlainSelect
          label={t("builder.rules.option", { number })}
          value={rule.option ?? undefined}
          entries={options.map((option) => ({ value: option, label: option }))}
          onChange={(option) => onChange({ option })}
        />
      )}
      <PlainSelect
        label={t("builder.rules.variable", { number })}
        value={rule.variable}
        entries={variables.map(({ name }) => ({ value: name, label: name }))}
        onChange={(variable) => onChange({ variable })}
      />
      <PlainSelect
        label={t("builder.rules.operation", { number })}
        value={rule.operation}
        entries={operations.map((operation) => ({
          value: operation,
          label: t(OPERATION_LABELS[operation]),
        }))}
        invalid={invalid}
        onChange={(operation) => onChange({ operation })}
      />
      {options ? (
        <Input
          type={isText ? "text" : "number"}
          value={rule.value === null ? "" : String(rule.value)}
          maxLength={isText ? VARIABLE_TEXT_MAX : undefined}
          aria-label={t("builder.rules.value", { number })}
          className="bg-card"
          {...invalid}
          onChange={(event) => {
            const text = event.target.value;
            onChange({ value: isText ? text : (toConditionValue("number", text) ?? null) });
          }}
        />
      ) : (
        <span className="text-muted-foreground text-sm">{t("builder.rules.theAnswer")}</span>
      )}
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={t("builder.rules.remove", { number })}
        className="justify-self-end"
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </fieldset>
  );
}
