import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useLabelListTyping } from "../hooks/use-label-list-typing";
import { LABEL_LIST_TEXTS, LabelListItem, type LabelListNoun } from "./label-list-item";

type LabelListEditorProps = {
  /** The singular noun naming each entry: "Option", "Column", "Row". */
  noun: LabelListNoun;
  legend: ReactNode;
  labels: readonly string[];
  max: number;
  /** Each entry's own message, by position. */
  itemErrors: readonly (string | undefined)[];
  listError?: string;
  hint?: string;
  onAdd: () => boolean;
  onRemove: (index: number) => void;
  onRename: (index: number, text: string) => void;
  /** Text of several lines pasted into an entry; answers how many entries it became. */
  onPasteLines?: (index: number, text: string) => number | null;
  renderMark?: (label: string, index: number) => ReactNode;
  isHighlighted?: (label: string) => boolean;
  /** The item the labels belong to, when they may pipe earlier answers (options). */
  pipingIndex?: number;
};

/**
 * A list of labels typed one per box (options, grid columns, grid rows). A new entry's box
 * takes focus, since it is typed into next.
 */
export function LabelListEditor({
  noun,
  legend,
  labels,
  max,
  itemErrors,
  listError,
  hint,
  onAdd,
  onRemove,
  onRename,
  onPasteLines,
  renderMark,
  isHighlighted,
  pipingIndex,
}: LabelListEditorProps) {
  const t = useAppText();
  const isFull = labels.length >= max;
  const { listRef, add, addOnEnter, paste } = useLabelListTyping({
    labels,
    isFull,
    onAdd,
    onPasteLines,
  });

  return (
    <fieldset className="grid min-w-0 grid-cols-1 content-start gap-2">
      <legend className="mb-2 flex w-full flex-wrap items-baseline justify-between gap-x-2 gap-y-1 font-medium text-sm">
        {legend}
      </legend>
      <ul ref={listRef} className="grid grid-cols-1 gap-2">
        {labels.map((label, index) => (
          <LabelListItem
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place by position
            key={index}
            noun={noun}
            label={label}
            index={index}
            error={itemErrors[index]}
            mark={renderMark?.(label, index)}
            hasMarks={Boolean(renderMark)}
            isHighlighted={Boolean(isHighlighted?.(label))}
            pipingIndex={pipingIndex}
            onRename={(text) => onRename(index, text)}
            onRemove={() => onRemove(index)}
            onKeyDown={(event) => addOnEnter(index, event)}
            onPaste={(event) => paste(index, event)}
          />
        ))}
      </ul>
      {listError && (
        <p role="alert" className="text-destructive text-sm">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={add}
          disabled={isFull}
          className="w-fit"
        >
          <Plus aria-hidden="true" />
          {t(LABEL_LIST_TEXTS[noun].add)}
        </Button>
        <span className="text-muted-foreground text-xs">{hint}</span>
      </div>
    </fieldset>
  );
}
