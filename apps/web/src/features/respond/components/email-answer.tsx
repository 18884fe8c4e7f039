import { Input } from "@/components/ui/input";
import { useRespondText } from "../i18n/use-respond-text";
import { type AnswerControlProps, fieldAttributes } from "./answer-control-props";

/** An address, filled in by the browser or the phone's keyboard for addresses. */
export function EmailAnswer(props: AnswerControlProps) {
  const { value, onChange, onBlur } = props;
  const t = useRespondText();
  return (
    <Input
      {...fieldAttributes(props)}
      type="email"
      autoComplete="email"
      spellCheck={false}
      placeholder={t("email.placeholder")}
      value={typeof value === "string" ? value : ""}
      className="h-10 select-text"
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}
