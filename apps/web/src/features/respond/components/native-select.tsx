import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";

const SELECT_CLASS =
  "h-10 w-full min-w-0 cursor-pointer appearance-none truncate rounded-md border border-input bg-background py-1 ps-3 pe-9 text-base shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30 aria-invalid:border-destructive md:text-sm";

/**
 * The browser's own list (a country's, among many), styled as the page's fields: light to load,
 * and the phone's own picker on a phone.
 */
export function NativeSelect(props: Omit<ComponentProps<"select">, "className">) {
  return (
    <div className="relative">
      <select {...props} className={SELECT_CLASS} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-3 size-4 text-muted-foreground"
      />
    </div>
  );
}
