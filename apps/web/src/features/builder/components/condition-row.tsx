import {
  type LogicCondition,
  operatorsFor,
  operatorTakesValue,
  type QuestionDraft,
  valueKindFor,
} from "@formloom/shared";
import { X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";
import { type ConditionChange, findConditionTarget } from "../utils/logic-drafts";
import { useVariables } from "./calculations-context";
import { ConditionOperatorSelect } from "./condition-operator-select";
import { ConditionQuestionSelect } from "./condition-question-select";
import { ConditionValueField } from "./condition-value-field";
import { useHiddenFields } from "./hidden-fields-context";

type ConditionRowProps = {
  number: number;
  condition: LogicCondition;
  items: readonly QuestionDraft[];
  /** What a condition may read: the questions above the item, hidden fields, variables. */
  targets: readonly QuestionDraft[];
  error?: string;
  shouldFocus: boolean;
  onFocused: () => void;
  onChange: (change: ConditionChange) => void;
  onRemove: () => void;
};

/** One condition: which question above, how it compares, and with what value. */
export function ConditionRow({
  number,
  condition,
  items,
  targets,
  error,
  shouldFocus,
  onFocused,
  onChange,
  onRemove,
}: ConditionRowProps) {
  const t = useAppText();
  const id = useId();
  const hiddenFields = useHiddenFields();
  const variables = useVariables();
  const target = findConditionTarget(items, condition.questionId, hiddenFields, variables);
  const operators = target ? operatorsFor(target.questionType) : [];
  const kind = target ? valueKindFor(target.questionType) : "text";
  const takesValue = operatorTakesValue(condition.operator);
  const errorId = `${id}-error`;

  return (
    <li className="grid grid-cols-1 gap-1.5">
      <fieldset className="grid min-w-0 grid-cols-1 gap-2 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-center">
        <legend className="sr-only">{t("builder.condition.legend", { number })}</legend>
        <ConditionQuestionSelect
          number={number}
          target={target}
          targets={targets}
          shouldFocus={shouldFocus}
          onFocused={onFocused}
          onChange={(questionId) => onChange({ questionId })}
        />
        <ConditionOperatorSelect
          number={number}
          operator={condition.operator}
          operators={operators}
          onChange={(operator) => onChange({ operator })}
        />
        {takesValue ? (
          <ConditionValueField
            number={number}
            kind={kind}
            target={target}
            value={condition.value}
            errorId={error ? errorId : undefined}
            onChange={(value) => onChange({ value })}
          />
        ) : (
          <span aria-hidden="true" className="hidden sm:block" />
        )}
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={t("builder.condition.remove", { number })}
          className="justify-self-end text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      </fieldset>
      {error && (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </li>
  );
}
