import { Plus, X } from "lucide-react";
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

type LabelListEditorProps = {
  /** The singular noun naming each entry: "Option", "Column", "Row". */
  noun: string;
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
}: LabelListEditorProps) {
  const isFull = labels.length >= max;
  const lowerNoun = noun.toLowerCase();
  const listRef = useRef<HTMLUListElement>(null);
  // A new entry's default name ("Option 3") is selected, so typing replaces it.
  const [focusRequest, setFocusRequest] = useState<{ index: number; select: boolean } | null>(null);

  useEffect(() => {
    if (focusRequest === null) return;
    const inputs = listRef.current?.querySelectorAll<HTMLInputElement>("[data-label-input]");
    const input = inputs?.[focusRequest.index];
    input?.focus();
    if (focusRequest.select) input?.select();
    setFocusRequest(null);
  }, [focusRequest]);

  const add = () => {
    if (onAdd()) setFocusRequest({ index: labels.length, select: true });
  };

  // Enter in the last box starts the next entry, as in a list typed on paper.
  const addOnEnter = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    if (index !== labels.length - 1 || isFull) return;
    event.preventDefault();
    add();
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData("text");
    if (!onPasteLines || !/\r?\n/.test(text.trim())) return;
    event.preventDefault();
    const count = onPasteLines(index, text);
    if (count) setFocusRequest({ index: index + count - 1, select: false });
  };

  return (
    <fieldset className="grid min-w-0 grid-cols-1 content-start gap-2">
      <legend className="mb-2 flex w-full flex-wrap items-baseline justify-between gap-x-2 gap-y-1 font-medium text-sm">
        {legend}
      </legend>
      <ul ref={listRef} className="grid grid-cols-1 gap-2">
        {labels.map((label, index) => {
          const error = itemErrors[index];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place by position
            <li key={index} className="grid grid-cols-1 gap-1">
              <div className="flex items-center gap-2">
                {renderMark?.(label, index)}
                <Input
                  data-label-input
                  value={label}
                  aria-label={`${noun} ${index + 1}`}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => onRename(index, event.target.value)}
                  onKeyDown={(event) => addOnEnter(index, event)}
                  onPaste={(event) => paste(index, event)}
                  className={cn(isHighlighted?.(label) && "border-success/50 bg-success/5")}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Delete ${lowerNoun} ${index + 1}`}
                  onClick={() => onRemove(index)}
                  className="text-muted-foreground hover:text-destructive"
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              {error && (
                <p className={cn("text-destructive text-xs", renderMark && "pl-10")}>{error}</p>
              )}
            </li>
          );
        })}
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
          Add {noun}
        </Button>
        <span className="text-muted-foreground text-xs">{hint}</span>
      </div>
    </fieldset>
  );
}
