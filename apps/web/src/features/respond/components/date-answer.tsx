import { Input } from "@/components/ui/input";
import { type AnswerControlProps, fieldAttributes } from "./answer-control-props";

/** Stands for a date left half typed, which the rules refuse as "Please enter a date". */
export const INCOMPLETE_DATE = "incomplete";

function readDateInput(input: HTMLInputElement): string | undefined {
  if (input.validity.badInput) return INCOMPLETE_DATE;
  return input.value === "" ? undefined : input.value;
}

/** The browser's date picker, bounded by the owner's dates; the answer is "YYYY-MM-DD". */
export function DateAnswer(props: AnswerControlProps) {
  const { question, value, onChange, onBlur } = props;
  const { minDate, maxDate } = question.validations;
  return (
    <Input
      {...fieldAttributes(props)}
      type="date"
      min={minDate}
      max={maxDate}
      // Uncontrolled, so a date being typed segment by segment is not wiped while incomplete.
      defaultValue={typeof value === "string" && value !== INCOMPLETE_DATE ? value : undefined}
      className="h-10 w-auto max-w-full justify-self-start select-text tabular-nums"
      onChange={(event) => onChange(readDateInput(event.currentTarget))}
      onBlur={(event) => {
        onChange(readDateInput(event.currentTarget));
        onBlur();
      }}
    />
  );
}
