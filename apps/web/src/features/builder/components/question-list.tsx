import { closestCenter, DndContext, type Modifier } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { QuestionDraft, RegexPattern } from "@formloom/shared";
import { isSection } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useQuestionListActions } from "../hooks/use-question-list-actions";
import { useSortableQuestions } from "../hooks/use-sortable-questions";
import type { BuilderAction } from "../utils/builder-state";
import { DRAG_INSTRUCTIONS } from "../utils/drag-announcements";
import { numberItems } from "../utils/number-items";
import { isScoredDraft } from "../utils/quiz-fields";
import { type DraftErrors, getQuestionErrors } from "../utils/validate-draft";
import { AddItemButtons } from "./add-item-buttons";
import { useCanEdit } from "./editable-fieldset";
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
  const t = useAppText();
  const canEdit = useCanEdit();
  const { numbers, pageCount } = numberItems(questions);
  const hasAnswerKeys = questions.some(isScoredDraft);
  const { sensors, keys, announcements, onDragEnd } = useSortableQuestions({
    questions,
    numbers,
    dispatch,
  });
  const { containerRef, onMove, onDuplicate, onRemove, onExpand, onAdd } = useQuestionListActions({
    keys,
    onActivate,
    dispatch,
  });

  return (
    <div ref={containerRef} className="grid grid-cols-1 gap-4">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[lockToVerticalAxis]}
        accessibility={{ announcements, screenReaderInstructions: DRAG_INSTRUCTIONS }}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy} disabled={!canEdit}>
          <ol aria-label={t("builder.question.listLabel")} className="grid grid-cols-1 gap-4">
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
      {canEdit && <AddItemButtons onAdd={onAdd} />}
    </div>
  );
}
