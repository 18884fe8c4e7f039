import { X } from "lucide-react";
import type { ClipboardEvent, KeyboardEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";
import { type PipingControl, PipingTextControl } from "./piping-text-control";

/** What each entry of a list is called; its texts follow from it. */
export type LabelListNoun = "Option" | "Column" | "Row";

export const LABEL_LIST_TEXTS: Record<
  LabelListNoun,
  { add: AppTextId; entry: AppTextId; remove: AppTextId }
> = {
  Option: {
    add: "builder.labelList.addOption",
    entry: "builder.labelList.option",
    remove: "builder.labelList.deleteOption",
  },
  Column: {
    add: "builder.labelList.addColumn",
    entry: "builder.labelList.column",
    remove: "builder.labelList.deleteColumn",
  },
  Row: {
    add: "builder.labelList.addRow",
    entry: "builder.labelList.row",
    remove: "builder.labelList.deleteRow",
  },
};

type LabelListItemProps = {
  noun: LabelListNoun;
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
  /** The item the label belongs to, when it may pipe earlier answers: @ then offers them. */
  pipingIndex?: number;
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
  pipingIndex,
}: LabelListItemProps) {
  const t = useAppText();
  const texts = LABEL_LIST_TEXTS[noun];
  const input = (piping?: PipingControl) => (
    <Input
      data-label-input
      value={label}
      aria-label={t(texts.entry, { number: index + 1 })}
      aria-invalid={error ? true : undefined}
      onChange={(event) => onRename(event.target.value)}
      {...piping}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      className={cn(isHighlighted && "border-success/50 bg-success/5")}
    />
  );
  return (
    <li className="grid grid-cols-1 gap-1">
      <div className="flex items-center gap-2">
        {mark}
        {pipingIndex === undefined ? (
          input()
        ) : (
          <div className="min-w-0 flex-1">
            <PipingTextControl index={pipingIndex} value={label} onChange={onRename}>
              {input}
            </PipingTextControl>
          </div>
        )}
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={t(texts.remove, { number: index + 1 })}
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
