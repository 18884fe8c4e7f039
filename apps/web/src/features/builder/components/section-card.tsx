import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { QUESTION_DESCRIPTION_MAX, type QuestionDraft } from "@formloom/shared";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import type { BuilderAction, QuestionChanges } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
import { isLogicError, LogicEditor } from "./logic-editor";
import { QuestionCardActions } from "./question-card-actions";

type SectionCardProps = {
  items: readonly QuestionDraft[];
  index: number;
  /** Its number among the sections. */
  number: number;
  /** The page it starts, and how many pages the form has. */
  page: number;
  pageCount: number;
  errors: DraftErrors;
  dispatch: (action: BuilderAction) => boolean;
  onMove: (key: string, direction: "up" | "down") => void;
  onRemove: (key: string) => void;
};

/** A page break in the list: the title and text of the page it starts, and its logic. */
export function SectionCard({
  items,
  index,
  number,
  page,
  pageCount,
  errors,
  dispatch,
  onMove,
  onRemove,
}: SectionCardProps) {
  const section = items[index]!;
  const { key } = section;
  const id = useId();
  const sortable = useSortable({ id: key });
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  const update = (changes: QuestionChanges) => dispatch({ type: "updateQuestion", key, changes });
  const titleError = errors.questionText;
  const descriptionError = errors.description;
  const otherErrors = Object.entries(errors).filter(
    ([path]) => path !== "questionText" && path !== "description" && !isLogicError(path),
  );

  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      data-question-key={key}
      className={cn("relative list-none pt-3", sortable.isDragging && "z-10")}
    >
      {/* The page break itself: a rule across the list, with the page it starts. */}
      <div aria-hidden="true" className="absolute inset-x-0 top-0 flex items-center gap-3">
        <span className="h-px flex-1 bg-primary/40" />
        <span className="font-medium text-primary text-xs uppercase tracking-wide">
          Page {page} of {pageCount}
        </span>
        <span className="h-px flex-1 bg-primary/40" />
      </div>
      <section
        aria-labelledby={`${id}-heading`}
        aria-describedby={`${id}-page`}
        className={cn(
          "mt-3 rounded-xl border border-l-4 border-l-primary bg-primary-soft/40 shadow-soft transition-shadow",
          sortable.isDragging && "shadow-lift ring-2 ring-primary/30",
        )}
      >
        <p id={`${id}-page`} className="sr-only">
          Starts page {page} of {pageCount}
        </p>
        <QuestionCardActions
          headingId={`${id}-heading`}
          name={`Section ${number}`}
          isFirst={index === 0}
          isLast={index === items.length - 1}
          questionType="section"
          dragHandle={{
            ref: sortable.setActivatorNodeRef,
            attributes: sortable.attributes,
            listeners: sortable.listeners,
          }}
          onMoveUp={() => onMove(key, "up")}
          onMoveDown={() => onMove(key, "down")}
          onRemove={() => onRemove(key)}
        />
        <div className="grid grid-cols-1 gap-4 px-4 pt-1 pb-4 sm:px-5">
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor={`${id}-title`}>Page title</Label>
            <Input
              id={`${id}-title`}
              data-focus-target="text"
              value={section.questionText}
              placeholder="Untitled Section"
              className="bg-card font-medium"
              aria-invalid={titleError ? true : undefined}
              aria-describedby={titleError ? `${id}-title-error` : undefined}
              onChange={(event) => update({ questionText: event.target.value })}
            />
            {titleError && (
              <p id={`${id}-title-error`} className="text-destructive text-sm">
                {titleError}
              </p>
            )}
          </div>
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea
              id={`${id}-description`}
              rows={2}
              maxLength={QUESTION_DESCRIPTION_MAX}
              placeholder="Optional text under the title"
              value={section.description}
              className="min-h-14 bg-card"
              aria-invalid={descriptionError ? true : undefined}
              onChange={(event) => update({ description: event.target.value })}
            />
            {descriptionError && <p className="text-destructive text-sm">{descriptionError}</p>}
          </div>
          {otherErrors.length > 0 && (
            <ul className="grid grid-cols-1 gap-1 text-destructive text-sm">
              {otherErrors.map(([path, message]) => (
                <li key={path}>{message}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="border-t border-primary/15 px-4 py-3 sm:px-5">
          <LogicEditor items={items} index={index} errors={errors} dispatch={dispatch} />
        </div>
      </section>
    </li>
  );
}
