import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useRespondText } from "../i18n/use-respond-text";
import { optionKeyOf } from "../utils/option-keys";
import { optionLabelOf } from "../utils/shown-form";
import type { AnswerControlProps } from "./answer-control-props";

const optionClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-background px-3.5 py-2.5 text-sm transition-colors hover:bg-muted/60 has-[:checked]:border-primary/50 has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40";

/** One choice (radios) or several (checkboxes); native inputs keep the keyboard behaviour. */
export function ChoiceAnswer({
  question,
  ids,
  value,
  onChange,
  onBlur,
  hasKeyHints,
}: AnswerControlProps) {
  const isSingle = question.questionType === "multipleChoice";
  const selected = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
  const t = useRespondText();

  const toggle = (option: string, checked: boolean) => {
    if (isSingle) return onChange(option);
    const next = question.options.filter((item) =>
      item === option ? checked : selected.includes(item),
    );
    onChange(next.length > 0 ? next : undefined);
  };

  return (
    <div className="grid gap-2">
      {question.options.map((option, index) => (
        <label key={option} className={optionClass}>
          <input
            type={isSingle ? "radio" : "checkbox"}
            name={ids.control}
            id={index === 0 ? ids.control : undefined}
            value={option}
            checked={selected.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
            onBlur={onBlur}
            aria-keyshortcuts={hasKeyHints ? optionKeyOf(index) : undefined}
            className={cn("size-4 shrink-0 accent-primary", isSingle ? "" : "rounded")}
          />
          <span dir="auto" className="min-w-0 flex-1 wrap-anywhere">
            {optionLabelOf(question, option)}
          </span>
          {hasKeyHints && (
            <span
              aria-hidden="true"
              className="rounded border bg-muted px-1.5 font-medium font-mono text-muted-foreground text-xs"
            >
              {optionKeyOf(index)}
            </span>
          )}
        </label>
      ))}
      {isSingle && !question.required && selected.length > 0 && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-self-start text-muted-foreground"
          onClick={() => onChange(undefined)}
        >
          {t("choice.clear")}
        </Button>
      )}
    </div>
  );
}
