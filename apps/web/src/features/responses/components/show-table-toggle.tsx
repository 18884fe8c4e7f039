import { ChevronDown } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";

type ShowTableToggleProps = { showLabel: string; hideLabel: string; children: ReactNode };

/** A chart's figures as a table, on demand: the chart stays short and the table is a click away. */
export function ShowTableToggle({ showLabel, hideLabel, children }: ShowTableToggleProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Collapsible open={isOpen} onOpenChange={setIsOpen} className="grid gap-3">
      <CollapsibleTrigger className="inline-flex w-fit items-center gap-1 rounded-md text-primary text-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40">
        {isOpen ? hideLabel : showLabel}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${isOpen ? "rotate-180" : ""}`}
        />
      </CollapsibleTrigger>
      <CollapsibleContent>{children}</CollapsibleContent>
    </Collapsible>
  );
}
