import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";

/** A card of the question list as a sortable item: its node, its drag handle, its motion. */
export function useSortableCard(key: string) {
  const sortable = useSortable({ id: key });
  return {
    setNodeRef: sortable.setNodeRef,
    style: {
      transform: CSS.Translate.toString(sortable.transform),
      transition: sortable.transition,
    },
    dragHandle: {
      ref: sortable.setActivatorNodeRef,
      attributes: sortable.attributes,
      listeners: sortable.listeners,
    },
    isDragging: sortable.isDragging,
  };
}
