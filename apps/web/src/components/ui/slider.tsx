import * as SliderPrimitive from "@radix-ui/react-slider";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** The accessible name of each thumb (the thumb is what receives focus). */
  thumbLabel: string;
};

/** A single- or multi-thumb range; each thumb is keyboard operable (arrows, Home, End, Page keys). */
export function Slider({ className, thumbLabel, value, defaultValue, ...props }: SliderProps) {
  const thumbs = (value ?? defaultValue ?? [0]).length;
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      value={value}
      defaultValue={defaultValue}
      className={cn(
        "relative flex w-full touch-none select-none items-center data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbs }, (_, index) => (
        <SliderPrimitive.Thumb
          // biome-ignore lint/suspicious/noArrayIndexKey: thumbs have no identity besides their position
          key={index}
          aria-label={thumbLabel}
          className="block size-4 cursor-grab rounded-full border-2 border-primary bg-background shadow-sm outline-none transition-[box-shadow] focus-visible:ring-[4px] focus-visible:ring-ring/40 active:cursor-grabbing"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
