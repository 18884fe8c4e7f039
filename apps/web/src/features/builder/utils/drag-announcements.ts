import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";

type Positions = {
  positionOf: (id: string | number) => number;
  count: () => number;
  // What the card is called: "Question 3", "Section 1".
  nameOf: (id: string | number) => string;
};

export const DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    "To reorder this item, press Space or Enter to pick it up. Use the Up and Down arrow keys to move it, Space or Enter to drop it, or Escape to cancel.",
};

/** What a screen reader hears while a question is dragged, by mouse or keyboard. */
export function createDragAnnouncements({ positionOf, count, nameOf }: Positions): Announcements {
  const at = (id: string | number) => `position ${positionOf(id)} of ${count()}`;
  // A drag starts over its own place: say "picked up" rather than "over position n".
  let lastOverId: string | number | undefined;
  return {
    onDragStart: ({ active }) => {
      lastOverId = active.id;
      return `Picked up ${nameOf(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === lastOverId) return undefined;
      lastOverId = over?.id;
      return over
        ? `${nameOf(active.id)} is over ${at(over.id)}.`
        : `${nameOf(active.id)} is no longer over a position.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped at ${at(over.id)}.`
        : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) =>
      `Reordering was cancelled. ${nameOf(active.id)} went back to its place.`,
  };
}
