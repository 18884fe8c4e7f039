import { Input } from "@/components/ui/input";
import { type AnswerControlProps, fieldAttributes } from "./answer-control-props";

/** An address, filled in by the browser or the phone's keyboard for addresses. */
export function EmailAnswer(props: AnswerControlProps) {
  const { value, onChange, onBlur } = props;
  return (
    <Input
      {...fieldAttributes(props)}
      type="email"
      autoComplete="email"
      spellCheck={false}
      placeholder="name@example.com"
      value={typeof value === "string" ? value : ""}
      className="h-10 select-text"
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}
