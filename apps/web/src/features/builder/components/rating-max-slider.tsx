import { RATING_DEFAULT, RATING_MAX, RATING_MIN } from "@formloom/shared";
import { Star } from "lucide-react";
import { useId } from "react";
import { Slider } from "@/components/ui/slider";
import { useAppText } from "@/lib/i18n/use-app-text";

type RatingMaxSliderProps = { value: number | null; onChange: (maxRating: number) => void };

/** The rating maximum: a slider from 3 to 10, step 1, default 5 (SPEC §5). */
export function RatingMaxSlider({ value, onChange }: RatingMaxSliderProps) {
  const t = useAppText();
  const labelId = useId();
  const maxRating = value ?? RATING_DEFAULT;
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex items-center justify-between gap-3">
        <span id={labelId} className="font-medium text-sm">
          {t("builder.question.maximumRating")}
        </span>
        <span className="rounded-md bg-muted px-2 py-0.5 font-medium text-sm tabular-nums">
          {maxRating}
        </span>
      </div>
      <Slider
        thumbLabel={t("builder.question.maximumRating")}
        min={RATING_MIN}
        max={RATING_MAX}
        step={1}
        value={[maxRating]}
        onValueChange={([next]) => next !== undefined && onChange(next)}
      />
      <div aria-hidden="true" className="flex flex-wrap gap-1 text-warning">
        {Array.from({ length: maxRating }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical stars
          <Star key={index} className="size-4" />
        ))}
      </div>
    </div>
  );
}
