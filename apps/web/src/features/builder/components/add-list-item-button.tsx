import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";

type AddListItemButtonProps = {
  label: string;
  disabled?: boolean;
  className?: string;
  onClick: () => void;
};

/** "+ Add …" under a list the owner grows: hidden fields, variables, calculations, endings. */
export function AddListItemButton({ label, disabled, className, onClick }: AddListItemButtonProps) {
  return (
    <div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className={className}
        disabled={disabled}
        onClick={onClick}
      >
        <Plus aria-hidden="true" />
        {label}
      </Button>
    </div>
  );
}
