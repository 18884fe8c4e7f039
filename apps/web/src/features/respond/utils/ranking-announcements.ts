import type { Announcements } from "@dnd-kit/core";
import type { RespondText } from "../i18n/use-respond-text";

type Order = () => readonly string[];

/** "position 2 of 4", read from the order as it is when spoken. */
export function describePosition(
  order: readonly string[],
  option: string | number,
  t: RespondText,
): string {
  return t("ranking.position", {
    position: order.indexOf(String(option)) + 1,
    count: order.length,
  });
}

/** What a screen reader hears while an option of a ranking is dragged, by pointer or keys. */
export function createRankingAnnouncements(
  order: Order,
  t: RespondText,
  labelOf: (option: string) => string = (option) => option,
): Announcements {
  let lastOverId: string | number | undefined;
  const at = (id: string | number) => describePosition(order(), id, t);
  return {
    onDragStart: ({ active }) => {
      lastOverId = active.id;
      return t("ranking.pickedUp", { option: labelOf(String(active.id)), position: at(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === lastOverId) return undefined;
      lastOverId = over?.id;
      const option = labelOf(String(active.id));
      return over
        ? t("ranking.over", { option, position: at(over.id) })
        : t("ranking.notOver", { option });
    },
    onDragEnd: ({ active, over }) => {
      const option = labelOf(String(active.id));
      return over
        ? t("ranking.dropped", { option, position: at(over.id) })
        : t("ranking.droppedNowhere", { option });
    },
    onDragCancel: ({ active }) =>
      t("ranking.cancelled", { option: labelOf(String(active.id)), position: at(active.id) }),
  };
}
