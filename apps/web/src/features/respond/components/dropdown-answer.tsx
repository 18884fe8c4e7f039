import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/cn";
import { useRespondText } from "../i18n/use-respond-text";
import { optionLabelOf } from "../utils/shown-form";
import { type AnswerControlProps, fieldAttributes } from "./answer-control-props";

/**
 * The browser's own select: up to 100 options scroll and type-ahead natively, and phones
 * open their own picker. Choosing the placeholder again takes the answer back.
 */
export function DropdownAnswer(props: AnswerControlProps) {
  const { question, value, onChange, onBlur } = props;
  const selected = typeof value === "string" ? value : "";
  const t = useRespondText();
  return (
    <div className="relative w-full sm:max-w-sm">
      <select
        {...fieldAttributes(props)}
        value={selected}
        onChange={(event) => onChange(event.target.value || undefined)}
        onBlur={onBlur}
        className={cn(
          "h-10 w-full min-w-0 cursor-pointer appearance-none truncate rounded-md border border-input bg-background py-1 ps-3 pe-9 text-base shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm",
          selected === "" && "text-muted-foreground",
        )}
      >
        <option value="">{t("dropdown.placeholder")}</option>
        {question.options.map((option) => (
          <option key={option} value={option} className="text-foreground">
            {optionLabelOf(question, option)}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-3 size-4 text-muted-foreground"
      />
    </div>
  );
}
