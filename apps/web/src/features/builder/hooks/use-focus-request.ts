import { useCallback, useEffect, useRef, useState } from "react";

/** A control of a question card, marked with `data-focus-target`. */
export type FocusTarget = "text" | "handle" | "moveUp" | "moveDown";
/** The card by its question's key, or by its position (for a card made by the same edit). */
export type CardRef = { key: string } | { index: number };
type FocusRequest = { card: CardRef; targets: FocusTarget[] };

/**
 * Moves focus once the question list has re-rendered after an edit: to a new card, or back to
 * a moved one (React moves list items by re-inserting DOM nodes, which drops focus). Cards
 * carry `data-question-key`; the first enabled target found gets focus.
 */
export function useFocusRequest() {
  const [request, setRequest] = useState<FocusRequest | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!request || !container) return;
    const { card } = request;
    const element =
      "key" in card
        ? container.querySelector<HTMLElement>(`[data-question-key="${CSS.escape(card.key)}"]`)
        : container.querySelectorAll<HTMLElement>("[data-question-key]")[card.index];
    for (const target of request.targets) {
      const control = element?.querySelector<HTMLElement>(`[data-focus-target="${target}"]`);
      if (control && !control.matches(":disabled")) {
        control.focus();
        if (control instanceof HTMLInputElement) control.select();
        control.scrollIntoView?.({ block: "nearest" });
        break;
      }
    }
    setRequest(null);
  }, [request]);

  const requestFocus = useCallback(
    (card: CardRef, ...targets: FocusTarget[]) => setRequest({ card, targets }),
    [],
  );

  return { containerRef, requestFocus };
}
