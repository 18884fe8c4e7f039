import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { Check } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useRespondText } from "../i18n/use-respond-text";
import { createRankingAnnouncements, describePosition } from "../utils/ranking-announcements";
import { optionLabelOf } from "../utils/shown-form";
import type { AnswerControlProps } from "./answer-control-props";
import { type MoveTarget, RankingItem } from "./ranking-item";

const lockToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The respondent's order once they have ranked, else null (the options' order is shown). */
export function readRanking(value: unknown, options: readonly string[]): string[] | null {
  const isRanked =
    Array.isArray(value) &&
    value.length === options.length &&
    value.every((entry) => typeof entry === "string" && options.includes(entry));
  return isRanked ? (value as string[]) : null;
}

type FocusRequest = { option: string; target: MoveTarget };

/**
 * React re-inserts a moved <li>, which drops focus: gives it back to the same button, or to the
 * other one once the option reaches an end.
 */
function useMoveFocus() {
  const listRef = useRef<HTMLOListElement>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const item = listRef.current?.querySelector(
      `[data-option="${CSS.escape(focusRequest.option)}"]`,
    );
    const targets: MoveTarget[] =
      focusRequest.target === "moveUp" ? ["moveUp", "moveDown"] : ["moveDown", "moveUp"];
    for (const target of targets) {
      const button = item?.querySelector<HTMLButtonElement>(`[data-focus-target="${target}"]`);
      if (button && !button.disabled) {
        button.focus();
        break;
      }
    }
    setFocusRequest(null);
  }, [focusRequest]);

  return { listRef, setFocusRequest };
}

type RankingStatusProps = {
  isRanked: boolean;
  isRequired: boolean;
  onKeep: () => void;
  onClear: () => void;
};

/** "Keep this order", whether the order is the answer yet, and (when optional) its clearing. */
function RankingStatus({ isRanked, isRequired, onKeep, onClear }: RankingStatusProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const t = useRespondText();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      {/* Stays focusable once the order is kept, so focus is not lost with it. */}
      <Button
        ref={keepRef}
        type="button"
        variant="outline"
        size="sm"
        aria-disabled={isRanked || undefined}
        className="aria-disabled:cursor-default aria-disabled:opacity-50"
        onClick={() => {
          if (!isRanked) onKeep();
        }}
      >
        {t("ranking.keep")}
      </Button>
      <span role="status" className="flex items-center gap-1 text-muted-foreground text-xs">
        {isRanked && <Check aria-hidden="true" className="size-3.5 text-success" />}
        {isRanked ? t("ranking.ranked") : t("ranking.notRanked")}
      </span>
      {isRanked && !isRequired && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-muted-foreground"
          onClick={() => {
            onClear();
            keepRef.current?.focus();
          }}
        >
          {t("ranking.clear")}
        </Button>
      )}
    </div>
  );
}

/**
 * Every option in an order the respondent sets by dragging or with the move buttons. The
 * order shown at first is the owner's, not an answer: any move, or "Keep this order", makes
 * the order shown the answer, so a required ranking is never answered by looking at it.
 */
export function RankingAnswer({ question, ids, value, onChange, onBlur }: AnswerControlProps) {
  const ranking = readRanking(value, question.options);
  const isRanked = ranking !== null;
  const order = ranking ?? question.options;
  const { listRef, setFocusRequest } = useMoveFocus();
  const [moveMessage, setMoveMessage] = useState("");
  const t = useRespondText();

  const orderRef = useRef(order);
  orderRef.current = order;
  const labelOf = (option: string) => optionLabelOf(question, option);
  const announcements = useMemo(
    () =>
      createRankingAnnouncements(
        () => orderRef.current,
        t,
        (option) => optionLabelOf(question, option),
      ),
    [t, question],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onMove = (option: string, target: MoveTarget) => {
    const from = order.indexOf(option);
    const to = target === "moveUp" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return;
    const next = arrayMove(order, from, to);
    onChange(next);
    setMoveMessage(
      t("ranking.moved", { option: labelOf(option), position: describePosition(next, option, t) }),
    );
    setFocusRequest({ option, target });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = order.indexOf(String(active.id));
    const to = order.indexOf(String(over.id));
    // Dropped where it was picked up: still a choice of this order.
    onChange(from === to ? [...order] : arrayMove(order, from, to));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the whole ranking, not each of its buttons, marks it visited
    <div
      className="grid gap-2"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur();
      }}
    >
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[lockToVerticalAxis]}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t("ranking.instructions") },
        }}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol ref={listRef} id={ids.control} aria-labelledby={ids.label} className="grid gap-2">
            {order.map((option, index) => (
              <RankingItem
                key={option}
                option={option}
                label={labelOf(option)}
                position={index + 1}
                count={order.length}
                onMove={onMove}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p aria-live="polite" className="sr-only">
        {moveMessage}
      </p>
      <RankingStatus
        isRanked={isRanked}
        isRequired={question.required}
        onKeep={() => onChange([...order])}
        onClear={() => onChange(undefined)}
      />
    </div>
  );
}
