import { CopyPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

type DuplicateFormButtonProps = {
  isDuplicating: boolean;
  onClick: () => void;
};

/** Icon only: with its name the row no longer fits beside the title. */
export function DuplicateFormButton({ isDuplicating, onClick }: DuplicateFormButtonProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={onClick}
          aria-label="Duplicate form"
          aria-disabled={isDuplicating || undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          {isDuplicating ? <Spinner /> : <CopyPlus aria-hidden="true" />}
        </Button>
      </TooltipTrigger>
      <TooltipContent>Duplicate form</TooltipContent>
    </Tooltip>
  );
}
