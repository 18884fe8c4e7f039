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
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { QuestionDraft, RegexPattern } from "@formloom/shared";
import { isSection } from "@formloom/shared";
import { Plus, SeparatorHorizontal } from "lucide-react";
import { useMemo, useRef } from "react";
import { Button } from "@/components/ui/button";
import { useFocusRequest } from "../hooks/use-focus-request";
import type { BuilderAction } from "../utils/builder-state";
import { createDragAnnouncements, DRAG_INSTRUCTIONS } from "../utils/drag-announcements";
import { numberItems } from "../utils/number-items";
import { onePlaceKeyboardCoordinates } from "../utils/one-place-keyboard-coordinates";
import { isScoredDraft } from "../utils/quiz-fields";
import { type DraftErrors, getQuestionErrors } from "../utils/validate-draft";
import { QuestionCard } from "./question-card";
import { SectionCard } from "./section-card";

type QuestionListProps = {
  questions: QuestionDraft[];
  errors: DraftErrors;
  patterns: readonly RegexPattern[];
  isLoadingPatterns: boolean;
  /** The card open for editing (use-active-card.ts). */
  activeKey: string | null;
  onActivate: (key: string) => void;
  dispatch: (action: BuilderAction) => boolean;
};

const ADD_BUTTON_CLASS =
  "h-12 w-full border-dashed bg-transparent text-muted-foreground hover:border-primary/40 hover:bg-primary-soft/60 hover:text-primary";

const lockToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export function QuestionList({
  questions,
  errors,
  patterns,
  isLoadingPatterns,
  activeKey,
  onActivate,
  dispatch,
}: QuestionListProps) {
  const { containerRef, requestFocus } = useFocusRequest();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: onePlaceKeyboardCoordinates }),
  );
  const keys = useMemo(() => questions.map((question) => question.key), [questions]);

  const { numbers, pageCount } = numberItems(questions);
  const hasAnswerKeys = questions.some(isScoredDraft);
  const names = questions.map(
    (question, index) =>
      `${isSection(question) ? "Section" : "Question"} ${numbers[index]?.number ?? index + 1}`,
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
        nameOf: (id) => namesRef.current[keysRef.current.indexOf(String(id))] ?? "Item",
      }),
    [],
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    dispatch({ type: "reorderQuestions", fromKey: String(active.id), toKey: String(over.id) });
  };

  const onMove = (key: string, direction: "up" | "down") => {
    if (dispatch({ type: "moveQuestion", key, direction })) {
      const target = direction === "up" ? "moveUp" : "moveDown";
      requestFocus({ key }, target, "moveUp", "moveDown");
    }
  };

  const onDuplicate = (key: string) => {
    if (dispatch({ type: "duplicateQuestion", key, now: Date.now() })) {
      requestFocus({ index: keys.indexOf(key) + 1 }, "text");
    }
  };

  const onRemove = (key: string) => {
    const index = keys.indexOf(key);
    if (dispatch({ type: "removeQuestion", key })) {
      requestFocus({ index: Math.max(0, index - 1) }, "handle");
    }
  };

  const onExpand = (key: string) => {
    onActivate(key);
    requestFocus({ key }, "text");
  };

  const onAdd = (type: "addQuestion" | "addSection") => {
    if (dispatch({ type, now: Date.now() })) requestFocus({ index: keys.length }, "text");
  };

  return (
    <div ref={containerRef} className="grid grid-cols-1 gap-4">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[lockToVerticalAxis]}
        accessibility={{ announcements, screenReaderInstructions: DRAG_INSTRUCTIONS }}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol aria-label="Questions" className="grid grid-cols-1 gap-4">
            {questions.map((question, index) =>
              isSection(question) ? (
                <SectionCard
                  key={question.key}
                  items={questions}
                  index={index}
                  number={numbers[index]?.number ?? 1}
                  page={numbers[index]?.page ?? 1}
                  pageCount={pageCount}
                  errors={getQuestionErrors(errors, index)}
                  isExpanded={question.key === activeKey}
                  onExpand={onExpand}
                  dispatch={dispatch}
                  onMove={onMove}
                  onRemove={onRemove}
                />
              ) : (
                <QuestionCard
                  key={question.key}
                  items={questions}
                  index={index}
                  number={numbers[index]?.number ?? 1}
                  errors={getQuestionErrors(errors, index)}
                  patterns={patterns}
                  isLoadingPatterns={isLoadingPatterns}
                  hasAnswerKeys={hasAnswerKeys}
                  isExpanded={question.key === activeKey}
                  onExpand={onExpand}
                  dispatch={dispatch}
                  onMove={onMove}
                  onDuplicate={onDuplicate}
                  onRemove={onRemove}
                />
              ),
            )}
          </ol>
        </SortableContext>
      </DndContext>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Button
          type="button"
          variant="outline"
          onClick={() => onAdd("addQuestion")}
          className={ADD_BUTTON_CLASS}
        >
          <Plus aria-hidden="true" />
          Add Question
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => onAdd("addSection")}
          className={ADD_BUTTON_CLASS}
        >
          <SeparatorHorizontal aria-hidden="true" />
          Add section
        </Button>
      </div>
    </div>
  );
}
