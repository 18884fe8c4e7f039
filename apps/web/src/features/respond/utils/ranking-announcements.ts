import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";

export const RANKING_DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    "To move this option, press Space or Enter to pick it up. Use the Up and Down arrow keys to move it, Space or Enter to drop it, or Escape to cancel.",
};

type Order = () => readonly string[];

/** "position 2 of 4", read from the order as it is when spoken. */
export function describePosition(order: readonly string[], option: string | number): string {
  return `position ${order.indexOf(String(option)) + 1} of ${order.length}`;
}

/** What a screen reader hears while an option of a ranking is dragged, by pointer or keys. */
export function createRankingAnnouncements(order: Order): Announcements {
  let lastOverId: string | number | undefined;
  return {
    onDragStart: ({ active }) => {
      lastOverId = active.id;
      return `Picked up ${active.id}, ${describePosition(order(), active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === lastOverId) return undefined;
      lastOverId = over?.id;
      return over
        ? `${active.id} is over ${describePosition(order(), over.id)}.`
        : `${active.id} is no longer over a position.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${active.id} was dropped at ${describePosition(order(), over.id)}.`
        : `${active.id} was dropped.`,
    onDragCancel: ({ active }) =>
      `Moving was cancelled. ${active.id} went back to ${describePosition(order(), active.id)}.`,
  };
}
