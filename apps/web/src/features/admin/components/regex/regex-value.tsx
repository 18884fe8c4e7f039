import { toRegexLiteral } from "@formloom/shared";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/** The pattern as the admin writes it (/pattern/flags), cut short, in full in a tooltip. */
export function RegexValue({ regex }: { regex: string }) {
  const literal = toRegexLiteral(regex);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <code
          // Focusable so that keyboard users can open the tooltip too.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip trigger must take focus
          tabIndex={0}
          className="inline-block max-w-44 cursor-default truncate align-middle rounded-sm bg-muted px-1.5 py-0.5 font-mono text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          {literal}
        </code>
      </TooltipTrigger>
      <TooltipContent className="max-w-sm break-all font-mono">{literal}</TooltipContent>
    </Tooltip>
  );
}
