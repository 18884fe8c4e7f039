import type { AnswerValue } from "@formloom/shared";
import { Input } from "@/components/ui/input";
import { useRespondText } from "../i18n/use-respond-text";
import { type AnswerControlProps, fieldAttributes } from "./answer-control-props";

/**
 * The number the field holds: undefined when empty, NaN for text the browser cannot read as
 * a number (its value is then ""), so the rules say "Please enter a number" rather than
 * taking the field as unanswered.
 */
export function readNumberInput(input: HTMLInputElement): AnswerValue | undefined {
  if (input.validity.badInput) return Number.NaN;
  return input.value === "" ? undefined : Number(input.value);
}

/** A number sent as a JSON number, bounded and stepped as the owner set it. */
export function NumberAnswer(props: AnswerControlProps) {
  const { question, value, onChange, onBlur } = props;
  const { min, max, integer } = question.validations;
  const t = useRespondText();
  return (
    <Input
      {...fieldAttributes(props)}
      type="number"
      inputMode={integer ? "numeric" : "decimal"}
      min={min}
      max={max}
      step={integer ? 1 : "any"}
      // Uncontrolled: a controlled number field rewrites what is being typed ("1." or "-").
      defaultValue={typeof value === "number" && Number.isFinite(value) ? value : undefined}
      placeholder={t("answer.placeholder")}
      className="h-10 max-w-60 select-text tabular-nums"
      onChange={(event) => onChange(readNumberInput(event.currentTarget))}
      onBlur={(event) => {
        onChange(readNumberInput(event.currentTarget));
        onBlur();
      }}
    />
  );
}
