import { useEffect, useRef, useState } from "react";

export type MoveDirection = "up" | "down";

/**
 * Buttons re-render in a new place after a move; focus follows the moved option, or its
 * other button once it reaches an end.
 */
export function useMovedOptionFocus() {
  const listRef = useRef<HTMLOListElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ option: string; direction: MoveDirection }>();

  useEffect(() => {
    if (!focusRequest) return;
    const item = listRef.current?.querySelector(
      `[data-order-option="${CSS.escape(focusRequest.option)}"]`,
    );
    const buttons = item?.querySelectorAll<HTMLButtonElement>("button") ?? [];
    const [up, down] = buttons;
    const preferred = focusRequest.direction === "up" ? up : down;
    (preferred?.disabled ? (focusRequest.direction === "up" ? down : up) : preferred)?.focus();
    setFocusRequest(undefined);
  }, [focusRequest]);

  const followMove = (option: string, direction: MoveDirection) =>
    setFocusRequest({ option, direction });

  return { listRef, followMove };
}
