import { Languages } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/** Opens the translation view; icon only, as the header's row is full. */
export function TranslateButton({ onClick }: { onClick: () => void }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={onClick}
          aria-label="Translate"
        >
          <Languages aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>Translate</TooltipContent>
    </Tooltip>
  );
}
