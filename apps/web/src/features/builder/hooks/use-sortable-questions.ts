import {
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { isSection, type QuestionDraft } from "@formloom/shared";
import { useMemo, useRef } from "react";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import type { BuilderAction } from "../utils/builder-state";
import { createDragAnnouncements } from "../utils/drag-announcements";
import type { ItemNumber } from "../utils/number-items";
import { onePlaceKeyboardCoordinates } from "../utils/one-place-keyboard-coordinates";

type UseSortableQuestionsOptions = {
  questions: QuestionDraft[];
  numbers: ItemNumber[];
  dispatch: (action: BuilderAction) => boolean;
};

export function useSortableQuestions({
  questions,
  numbers,
  dispatch,
}: UseSortableQuestionsOptions) {
  const t = useAppText();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: onePlaceKeyboardCoordinates }),
  );
  const keys = useMemo(() => questions.map((question) => question.key), [questions]);
  const names = questions.map((question, index) =>
    t(isSection(question) ? "builder.drag.sectionName" : "builder.drag.questionName", {
      number: numbers[index]?.number ?? index + 1,
    }),
  );

  // The announcements read positions and names when they are spoken, from the latest order.
  const keysRef = useRef(keys);
  keysRef.current = keys;
  const namesRef = useRef(names);
  namesRef.current = names;
  const announcements = useMemo(
    () =>
      createDragAnnouncements({
        positionOf: (id) => keysRef.current.indexOf(String(id)) + 1,
        count: () => keysRef.current.length,
        nameOf: (id) =>
          namesRef.current[keysRef.current.indexOf(String(id))] ?? appText("builder.drag.itemName"),
      }),
    [],
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    dispatch({ type: "reorderQuestions", fromKey: String(active.id), toKey: String(over.id) });
  };

  return { sensors, keys, announcements, onDragEnd };
}
