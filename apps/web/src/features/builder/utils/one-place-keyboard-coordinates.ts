import { KeyboardCode, type KeyboardCoordinateGetter } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";

type Rect = { top: number; height: number };

const centreOf = (rect: Rect) => rect.top + rect.height / 2;

/**
 * The centre the dragged card moves to with one arrow press: the nearest place's centre in that
 * direction, or null at the end of the list.
 */
export function findNextCentre(current: number, places: Rect[], direction: 1 | -1): number | null {
  const ahead = places
    .map(centreOf)
    .filter((centre) => (centre - current) * direction > 1)
    .sort((a, b) => (a - b) * direction);
  return ahead[0] ?? null;
}

/**
 * Up and Down move a dragged card one place, however tall the cards around it are: the card's
 * centre lands on the next place's centre, which is the place closestCenter then reports. (The
 * library's own getter aligns edges, which skips a place next to an open card.)
 */
export const onePlaceKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const direction = event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Up ? -1 : 0;
  if (direction === 0) return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const { active, collisionRect, droppableRects } = args.context;
  if (!active || !collisionRect) return undefined;
  const current = centreOf(collisionRect);
  const next = findNextCentre(current, [...droppableRects.values()], direction);
  if (next === null) return undefined;
  return {
    x: args.currentCoordinates.x,
    y: args.currentCoordinates.y + (next - current),
  };
};
