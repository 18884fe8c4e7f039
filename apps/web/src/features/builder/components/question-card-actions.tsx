import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import type { QuestionType } from "@formloom/shared";
import { ArrowDown, ArrowUp, Copy, GripVertical, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { questionTypeLabel } from "@/lib/i18n/question-type-label";
import { useAppText } from "@/lib/i18n/use-app-text";
import { cardNameInSentence } from "./question-card-name";
import { QuestionTypeIcon } from "./question-type-icon";

export type DragHandle = {
  ref: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
};

type QuestionCardActionsProps = {
  headingId: string;
  /** The card's name: "Question 3", or "Section 1" for a page break. */
  name: string;
  isFirst: boolean;
  isLast: boolean;
  questionType: QuestionType;
  dragHandle: DragHandle;
  onMoveUp: () => void;
  onMoveDown: () => void;
  /** A section offers no copy. */
  onDuplicate?: () => void;
  onRemove: () => void;
};

function ActionButton({
  label,
  children,
  className,
  ...props
}: {
  label: string;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
  onClick: () => void;
  "data-focus-target"?: string;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={label}
          className={className ?? "text-muted-foreground hover:text-foreground"}
          {...props}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** Drags the card, with the mouse or from the keyboard (Space, arrows, Space). */
export function DragHandleButton({ name, dragHandle }: { name: string; dragHandle: DragHandle }) {
  const t = useAppText();
  return (
    // dnd-kit's attributes (role, aria-describedby) belong on a real button, not the <li>.
    <button
      type="button"
      ref={dragHandle.ref}
      {...dragHandle.attributes}
      {...dragHandle.listeners}
      // A form the reader may not edit does not sort: dnd-kit marks the handle aria-disabled.
      disabled={dragHandle.attributes["aria-disabled"]}
      aria-label={t("builder.question.dragToReorder", { name: cardNameInSentence(t, name) })}
      data-focus-target="handle"
      className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" className="size-4" />
    </button>
  );
}

/** The card's top row: the drag handle, its number and type, and the question actions. */
export function QuestionCardActions({
  headingId,
  name,
  isFirst,
  isLast,
  questionType,
  dragHandle,
  onMoveUp,
  onMoveDown,
  onDuplicate,
  onRemove,
}: QuestionCardActionsProps) {
  const t = useAppText();
  const nameInSentence = cardNameInSentence(t, name);
  return (
    <div className="flex items-center gap-1 py-2 pe-2 ps-1.5 sm:pe-3">
      <DragHandleButton name={name} dragHandle={dragHandle} />
      <h2 id={headingId} className="shrink-0 font-medium text-sm">
        {name}
      </h2>
      <span className="ms-2 hidden min-w-0 items-center gap-1 truncate text-muted-foreground text-xs sm:flex">
        <QuestionTypeIcon type={questionType} className="size-3.5 shrink-0" />
        {questionTypeLabel(t, questionType)}
      </span>
      <div className="ms-auto flex items-center">
        <ActionButton
          label={t("builder.question.moveUp", { name: nameInSentence })}
          disabled={isFirst}
          onClick={onMoveUp}
          data-focus-target="moveUp"
        >
          <ArrowUp aria-hidden="true" />
        </ActionButton>
        <ActionButton
          label={t("builder.question.moveDown", { name: nameInSentence })}
          disabled={isLast}
          onClick={onMoveDown}
          data-focus-target="moveDown"
        >
          <ArrowDown aria-hidden="true" />
        </ActionButton>
        {onDuplicate && (
          <ActionButton
            label={t("builder.question.duplicate", { name: nameInSentence })}
            onClick={onDuplicate}
          >
            <Copy aria-hidden="true" />
          </ActionButton>
        )}
        <ActionButton
          label={t("builder.question.delete", { name: nameInSentence })}
          onClick={onRemove}
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </ActionButton>
      </div>
    </div>
  );
}
