import { Star } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useRespondText } from "../i18n/use-respond-text";

type RatingStarsProps = {
  /** The radio group's name; the first star gets it as its id too, for focusing. */
  name: string;
  max: number;
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** Offered for an optional rating once one is chosen. */
  onClear?: () => void;
  isRequired?: boolean;
  isInvalid?: boolean;
};

/**
 * 1..max as stars drawn over native radios, so the keyboard works as everywhere else: one tab
 * stop, arrow keys move and choose (wrapping), Space chooses the focused star.
 */
export function RatingStars({
  name,
  max,
  value,
  onChange,
  onBlur,
  onClear,
  isRequired,
  isInvalid,
}: RatingStarsProps) {
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;
  const t = useRespondText();

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="-ms-2 flex flex-wrap">
        {Array.from({ length: max }, (_, index) => {
          const star = index + 1;
          return (
            <label
              key={star}
              className="cursor-pointer"
              onMouseEnter={() => setPreview(star)}
              onMouseLeave={() => setPreview(null)}
            >
              <input
                type="radio"
                id={star === 1 ? name : undefined}
                name={name}
                value={star}
                checked={value === star}
                required={isRequired && star === 1}
                aria-invalid={isInvalid || undefined}
                aria-label={t("rating.star", { count: star })}
                onChange={() => onChange(star)}
                onBlur={onBlur}
                className="peer sr-only"
              />
              <span className="flex size-11 items-center justify-center rounded-md transition-transform hover:scale-110 peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 motion-reduce:hover:scale-100">
                <Star
                  aria-hidden="true"
                  className={cn(
                    "size-7 transition-colors",
                    star <= shown
                      ? "fill-amber-400 text-amber-500"
                      : "fill-transparent text-muted-foreground",
                  )}
                />
              </span>
            </label>
          );
        })}
      </div>
      <span aria-hidden="true" className="text-muted-foreground text-sm tabular-nums">
        {t("rating.outOf", { value: value ?? "–", max })}
      </span>
      {onClear && value !== undefined && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-muted-foreground"
          onClick={onClear}
        >
          {t("choice.clear")}
        </Button>
      )}
    </div>
  );
}
