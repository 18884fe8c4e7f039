import { X } from "lucide-react";
import type { ClipboardEvent, KeyboardEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

type LabelListItemProps = {
  noun: string;
  label: string;
  index: number;
  error?: string;
  mark?: ReactNode;
  hasMarks: boolean;
  isHighlighted: boolean;
  onRename: (text: string) => void;
  onRemove: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
};

export function LabelListItem({
  noun,
  label,
  index,
  error,
  mark,
  hasMarks,
  isHighlighted,
  onRename,
  onRemove,
  onKeyDown,
  onPaste,
}: LabelListItemProps) {
  return (
    <li className="grid grid-cols-1 gap-1">
      <div className="flex items-center gap-2">
        {mark}
        <Input
          data-label-input
          value={label}
          aria-label={`${noun} ${index + 1}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onRename(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          className={cn(isHighlighted && "border-success/50 bg-success/5")}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete ${noun.toLowerCase()} ${index + 1}`}
          onClick={onRemove}
          className="text-muted-foreground hover:text-destructive"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {error && <p className={cn("text-destructive text-xs", hasMarks && "pl-10")}>{error}</p>}
    </li>
  );
}
