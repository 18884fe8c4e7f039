import {
  type ConditionChange,
  findConditionTarget,
  type LogicCondition,
  type LogicOperator,
  operatorsFor,
  operatorTakesValue,
  type QuestionDraft,
  referenceOf,
  valueKindFor,
} from "@formloom/shared";
import { X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { OPERATOR_LABELS, toConditionValue } from "../utils/condition-labels";

type ConditionRowProps = {
  number: number;
  condition: LogicCondition;
  items: readonly QuestionDraft[];
  /** The questions above the item, the only ones a condition may read. */
  targets: readonly QuestionDraft[];
  error?: string;
  shouldFocus: boolean;
  onFocused: () => void;
  onChange: (change: ConditionChange) => void;
  onRemove: () => void;
};

const questionLabel = (question: QuestionDraft) => question.questionText.trim() || "Untitled";

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
  const id = useId();
  const questionRef = useRef<HTMLButtonElement>(null);
  const target = findConditionTarget(items, condition.questionId);
  const operators = target ? operatorsFor(target.questionType) : [];
  const kind = target ? valueKindFor(target.questionType) : "text";
  const takesValue = operatorTakesValue(condition.operator);
  const errorId = `${id}-error`;
  const invalid = error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};

  useEffect(() => {
    if (!shouldFocus) return;
    questionRef.current?.focus();
    onFocused();
  }, [shouldFocus, onFocused]);

  const value = condition.value === undefined ? "" : String(condition.value);
  const options = target?.options.filter((option) => option.trim() !== "") ?? [];

  return (
    <li className="grid grid-cols-1 gap-1.5">
      <fieldset className="grid min-w-0 grid-cols-1 gap-2 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-center">
        <legend className="sr-only">Condition {number}</legend>
        <Select
          value={target ? referenceOf(target) : undefined}
          onValueChange={(questionId) => onChange({ questionId })}
        >
          <SelectTrigger
            ref={questionRef}
            aria-label={`Condition ${number} question`}
            className="bg-card"
          >
            <SelectValue placeholder="Choose a question" />
          </SelectTrigger>
          <SelectContent>
            {targets.map((question) => (
              <SelectItem key={question.key} value={referenceOf(question)}>
                {questionLabel(question)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={condition.operator}
          onValueChange={(operator) => onChange({ operator: operator as LogicOperator })}
        >
          <SelectTrigger aria-label={`Condition ${number} comparison`} className="bg-card">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {operators.map((operator) => (
              <SelectItem key={operator} value={operator}>
                {OPERATOR_LABELS[operator]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {!takesValue ? (
          <span aria-hidden="true" className="hidden sm:block" />
        ) : kind === "option" ? (
          <Select
            value={options.includes(value) ? value : undefined}
            onValueChange={(option) => onChange({ value: option })}
          >
            <SelectTrigger
              aria-label={`Condition ${number} value`}
              className="bg-card"
              {...invalid}
            >
              <SelectValue placeholder="Choose an option" />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option} value={option}>
                  {option}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ) : (
          <Input
            aria-label={`Condition ${number} value`}
            type={kind === "number" ? "number" : kind === "date" ? "date" : "text"}
            value={value}
            placeholder={kind === "text" ? "Text" : undefined}
            className="bg-card"
            {...invalid}
            onChange={(event) => onChange({ value: toConditionValue(kind, event.target.value) })}
          />
        )}
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={`Remove condition ${number}`}
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
