import { ChevronDown, GitBranch } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CollapsibleTrigger } from "@/components/ui/collapsible";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";

type LogicTriggerProps = {
  /** The number of conditions, or null when the item has no logic. */
  conditionCount: number | null;
  isOpen: boolean;
};

export function LogicTrigger({ conditionCount, isOpen }: LogicTriggerProps) {
  const t = useAppText();
  return (
    <CollapsibleTrigger asChild>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="-ms-2 text-muted-foreground hover:text-foreground"
      >
        <GitBranch aria-hidden="true" />
        {t("builder.logic.trigger")}
        {conditionCount !== null && (
          <span className="rounded-full bg-primary-soft px-2 py-0.5 font-medium text-primary text-xs">
            {t("builder.logic.conditionCount", { count: conditionCount })}
          </span>
        )}
        <ChevronDown
          aria-hidden="true"
          className={cn("transition-transform", isOpen && "rotate-180")}
        />
      </Button>
    </CollapsibleTrigger>
  );
}
