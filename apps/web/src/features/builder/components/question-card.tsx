import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { QuestionDraft, QuestionType, RegexPattern } from "@formloom/shared";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/cn";
import type { BuilderAction, QuestionChanges } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
import { isLogicError, LogicEditor } from "./logic-editor";
import { QuestionCardActions } from "./question-card-actions";
import { isTypeFieldError, QuestionTypeFields } from "./question-type-fields";
import { QuestionTypeSelect } from "./question-type-select";
import { QUIZ_FIELD_ERROR_PATHS, QuizFields } from "./quiz-fields";

export type QuestionCardProps = {
  /** Every item of the form: the logic editor offers the questions above this one. */
  items: readonly QuestionDraft[];
  index: number;
  /** Its number among the questions (sections are not counted). */
  number: number;
  errors: DraftErrors;
  patterns: readonly RegexPattern[];
  isLoadingPatterns: boolean;
  dispatch: (action: BuilderAction) => boolean;
  onMove: (key: string, direction: "up" | "down") => void;
  onDuplicate: (key: string) => void;
  onRemove: (key: string) => void;
};

export function QuestionCard({
  items,
  index,
  number,
  errors,
  patterns,
  isLoadingPatterns,
  dispatch,
  onMove,
  onDuplicate,
  onRemove,
}: QuestionCardProps) {
  const question = items[index]!;
  const { key, questionType } = question;
  const id = useId();
  const sortable = useSortable({ id: key });
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };

  const update = (changes: QuestionChanges) => dispatch({ type: "updateQuestion", key, changes });
  const textError = errors.questionText;
  const otherErrors = Object.entries(errors).filter(
    ([path]) =>
      path !== "questionText" &&
      !isTypeFieldError(path) &&
      !isLogicError(path) &&
      !QUIZ_FIELD_ERROR_PATHS.includes(path),
  );

  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      data-question-key={key}
      className={cn("relative list-none", sortable.isDragging && "z-10")}
    >
      <section
        aria-labelledby={`${id}-heading`}
        className={cn(
          "rounded-xl border bg-card shadow-soft transition-shadow",
          sortable.isDragging && "shadow-lift ring-2 ring-primary/30",
        )}
      >
        <QuestionCardActions
          headingId={`${id}-heading`}
          name={`Question ${number}`}
          isFirst={index === 0}
          isLast={index === items.length - 1}
          questionType={questionType}
          dragHandle={{
            ref: sortable.setActivatorNodeRef,
            attributes: sortable.attributes,
            listeners: sortable.listeners,
          }}
          onMoveUp={() => onMove(key, "up")}
          onMoveDown={() => onMove(key, "down")}
          onDuplicate={() => onDuplicate(key)}
          onRemove={() => onRemove(key)}
        />
        <div className="grid grid-cols-1 gap-5 px-4 pt-1 pb-5 sm:px-5">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_13rem]">
            <div className="grid grid-cols-1 gap-2">
              <Label htmlFor={`${id}-text`}>Question</Label>
              <Input
                id={`${id}-text`}
                data-focus-target="text"
                value={question.questionText}
                placeholder="Untitled Question"
                aria-invalid={textError ? true : undefined}
                aria-describedby={textError ? `${id}-text-error` : undefined}
                onChange={(event) => update({ questionText: event.target.value })}
              />
              {textError && (
                <p id={`${id}-text-error`} className="text-destructive text-sm">
                  {textError}
                </p>
              )}
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-type`}>Answer type</Label>
              <QuestionTypeSelect
                id={`${id}-type`}
                value={questionType}
                onChange={(type: QuestionType) =>
                  dispatch({ type: "changeQuestionType", key, questionType: type })
                }
                onApplyNpsPreset={() => dispatch({ type: "applyNpsPreset", key })}
              />
            </div>
          </div>

          <QuestionTypeFields
            question={question}
            errors={errors}
            patterns={patterns}
            isLoadingPatterns={isLoadingPatterns}
            dispatch={dispatch}
          />

          <QuizFields question={question} errors={errors} onChange={update} />

          {otherErrors.length > 0 && (
            <ul className="grid grid-cols-1 gap-1 text-destructive text-sm">
              {otherErrors.map(([path, message]) => (
                <li key={path}>{message}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-t px-4 py-3 sm:px-5">
          <div className="min-w-0 flex-1">
            <LogicEditor items={items} index={index} errors={errors} dispatch={dispatch} />
          </div>
          <div className="flex h-8 items-center gap-2.5">
            <Label htmlFor={`${id}-required`} className="cursor-pointer">
              Required
            </Label>
            <Switch
              id={`${id}-required`}
              checked={question.required}
              onCheckedChange={(required) => update({ required })}
            />
          </div>
        </div>
      </section>
    </li>
  );
}
