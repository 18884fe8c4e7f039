import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import { appText } from "@/lib/i18n/use-app-text";

type Positions = {
  positionOf: (id: string | number) => number;
  count: () => number;
  // What the card is called: "Question 3", "Section 1".
  nameOf: (id: string | number) => string;
};

// A getter: the instructions are read when the list renders, in the language spoken then.
export const DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  get draggable() {
    return appText("builder.drag.instructions");
  },
};

/** What a screen reader hears while a question is dragged, by mouse or keyboard. */
export function createDragAnnouncements({ positionOf, count, nameOf }: Positions): Announcements {
  const at = (id: string | number) => ({ position: positionOf(id), count: count() });
  // A drag starts over its own place: say "picked up" rather than "over position n".
  let lastOverId: string | number | undefined;
  return {
    onDragStart: ({ active }) => {
      lastOverId = active.id;
      return appText("builder.drag.pickedUp", { name: nameOf(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === lastOverId) return undefined;
      lastOverId = over?.id;
      return over
        ? appText("builder.drag.over", { name: nameOf(active.id), ...at(over.id) })
        : appText("builder.drag.notOver", { name: nameOf(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? appText("builder.drag.droppedAt", { name: nameOf(active.id), ...at(over.id) })
        : appText("builder.drag.dropped", { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => appText("builder.drag.cancelled", { name: nameOf(active.id) }),
  };
}
