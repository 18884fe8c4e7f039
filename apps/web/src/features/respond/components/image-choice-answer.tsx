import { toOptionImageUrl } from "@formloom/shared/option-images";
import { Check, ImageOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useRespondText } from "../i18n/use-respond-text";
import { optionLabelOf } from "../utils/shown-form";
import type { AnswerControlProps } from "./answer-control-props";

// A card per option: the picture above its label. The native input stays in the card (hidden,
// still focused and announced); the card shows focus with a ring and the choice with a thicker
// border and a tick, so neither rests on colour alone.
const cardClass =
  "group relative flex cursor-pointer flex-col overflow-hidden rounded-lg border-2 border-border bg-background text-sm transition-colors hover:bg-muted/60 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60";

/**
 * An image choice: one picture (radios) or several (checkboxes), answered with the chosen
 * options' labels, a list either way. Each input is named by its option's label; the picture's
 * alt text describes it beside.
 */
export function ImageChoiceAnswer({
  question,
  ids,
  value,
  describedBy,
  hasError,
  onChange,
  onBlur,
}: AnswerControlProps) {
  const t = useRespondText();
  const isMultiple = question.validations.multiple === true;
  const selected = Array.isArray(value) ? value : [];

  const toggle = (option: string, checked: boolean) => {
    const next = isMultiple
      ? question.options.filter((item) => (item === option ? checked : selected.includes(item)))
      : [option];
    onChange(next.length > 0 ? next : undefined);
  };

  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {question.options.map((option, index) => {
          const image = question.optionImages[index];
          const labelId = `${ids.control}-label-${index}`;
          const isChecked = selected.includes(option);
          return (
            <label key={option} className={cardClass} data-checked={isChecked || undefined}>
              <input
                type={isMultiple ? "checkbox" : "radio"}
                name={ids.control}
                id={index === 0 ? ids.control : undefined}
                value={option}
                checked={isChecked}
                aria-labelledby={labelId}
                aria-describedby={describedBy}
                aria-invalid={hasError || undefined}
                onChange={(event) => toggle(option, event.target.checked)}
                onBlur={onBlur}
                className="peer sr-only"
              />
              <span className="flex aspect-square items-center justify-center bg-muted">
                {image?.imageId ? (
                  <img
                    src={toOptionImageUrl(image.imageId)}
                    alt={image.alt}
                    loading="lazy"
                    decoding="async"
                    width={320}
                    height={320}
                    className="size-full object-cover"
                  />
                ) : (
                  <ImageOff aria-hidden="true" className="size-8 text-muted-foreground" />
                )}
              </span>
              <span className="flex min-h-11 items-center gap-2 px-3 py-2">
                <span
                  aria-hidden="true"
                  className={cn(
                    "flex size-5 shrink-0 items-center justify-center border-2 border-muted-foreground",
                    isMultiple ? "rounded" : "rounded-full",
                    "peer-checked:border-primary group-data-[checked]:border-primary group-data-[checked]:bg-primary group-data-[checked]:text-primary-foreground",
                  )}
                >
                  {isChecked && <Check className="size-3.5" strokeWidth={3} />}
                </span>
                <span id={labelId} dir="auto" className="min-w-0 flex-1 wrap-anywhere font-medium">
                  {optionLabelOf(question, option)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {!isMultiple && !question.required && selected.length > 0 && (
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
