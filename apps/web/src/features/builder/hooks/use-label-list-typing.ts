import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";

type UseLabelListTypingOptions = {
  labels: readonly string[];
  isFull: boolean;
  onAdd: () => boolean;
  onPasteLines?: (index: number, text: string) => number | null;
};

/** Adding by button, by Enter or by pasting lines, with focus on the entry typed into next. */
export function useLabelListTyping({
  labels,
  isFull,
  onAdd,
  onPasteLines,
}: UseLabelListTypingOptions) {
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

  return { listRef, add, addOnEnter, paste };
}
