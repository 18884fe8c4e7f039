import type { ThemeBackgroundImage } from "@formloom/shared/form-theme";
import { toThemeImageUrl } from "@formloom/shared/theme-images";
import { type KeyboardEvent, type MouseEvent, useId } from "react";
import { useAppText } from "@/lib/i18n/use-app-text";

type FocalPoint = Pick<ThemeBackgroundImage, "focalX" | "focalY">;

const STEP = 5;
const FINE_STEP = 1;
const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * The background image with the point that stays in view however the page crops it: a click on
 * the image places it, the arrow keys move it (Shift: by 1 %).
 */
export function FocalPointPicker({
  image,
  onChange,
}: {
  image: ThemeBackgroundImage;
  onChange: (point: FocalPoint) => void;
}) {
  const t = useAppText();
  const hintId = useId();
  const { focalX, focalY } = image;

  const place = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter and Space click too, with no pointer: the arrow keys move the point instead.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    onChange({
      focalX: clamp(((event.clientX - box.left) / box.width) * 100),
      focalY: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  };

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = MOVES[event.key];
    if (!direction) return;
    event.preventDefault();
    const step = event.shiftKey ? FINE_STEP : STEP;
    onChange({
      focalX: clamp(focalX + direction[0] * step),
      focalY: clamp(focalY + direction[1] * step),
    });
  };

  return (
    <div className="grid gap-1.5">
      <button
        type="button"
        aria-label={t("builder.theme.focalPoint", { x: focalX, y: focalY })}
        aria-describedby={hintId}
        className="relative block w-full max-w-xs cursor-crosshair overflow-hidden rounded-md border"
        onClick={place}
        onKeyDown={move}
      >
        <img src={toThemeImageUrl(image.imageId)} alt="" className="block h-auto w-full" />
        <span
          aria-hidden="true"
          data-testid="focal-point"
          className="-translate-x-1/2 -translate-y-1/2 absolute size-5 rounded-full border-2 border-white bg-black/40 shadow-[0_0_0_2px_black]"
          style={{ left: `${focalX}%`, top: `${focalY}%` }}
        />
      </button>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t("builder.theme.focalPointHint")}
      </p>
    </div>
  );
}
