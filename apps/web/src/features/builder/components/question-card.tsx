import type { QuestionDraft, RegexPattern } from "@formloom/shared";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useSortableCard } from "../hooks/use-sortable-card";
import type { BuilderAction } from "../utils/builder-state";
import { isRuleOf } from "../utils/rule-edits";
import type { DraftErrors } from "../utils/validate-draft";
import { useCalculations } from "./calculations-context";
import { CardSummary } from "./card-summary";
import { EditableFieldset } from "./editable-fieldset";
import { QuestionCardActions } from "./question-card-actions";
import { QuestionCardEditor } from "./question-card-editor";

export type QuestionCardProps = {
  /** Every item of the form: the logic editor offers the questions above this one. */
  items: readonly QuestionDraft[];
  index: number;
  /** Its number among the questions (sections are not counted). */
  number: number;
  errors: DraftErrors;
  patterns: readonly RegexPattern[];
  isLoadingPatterns: boolean;
  hasAnswerKeys: boolean;
  /** Only the card being edited is open; the others show a one-line summary. */
  isExpanded: boolean;
  onExpand: (key: string) => void;
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
  isExpanded,
  onExpand,
  onMove,
  onDuplicate,
  onRemove,
  ...editorProps
}: QuestionCardProps) {
  const t = useAppText();
  const question = items[index]!;
  const { key, questionType } = question;
  const id = useId();
  const { setNodeRef, style, dragHandle, isDragging } = useSortableCard(key);
  const name = t("builder.question.questionName", { number });
  const firstError = Object.values(errors)[0];
  const { rules } = useCalculations().calculations;
  const calculationCount = rules.filter((rule) => isRuleOf(rule, question)).length;

  return (
    <li
      ref={setNodeRef}
      style={style}
      data-question-key={key}
      className={cn("relative list-none", isDragging && "z-10")}
    >
      <section
        aria-labelledby={`${id}-heading`}
        className={cn(
          "rounded-xl border bg-card shadow-soft transition-shadow",
          isExpanded && "border-s-4 border-s-primary",
          !isExpanded && firstError && "border-destructive/60",
          isDragging && "shadow-lift ring-2 ring-primary/30",
        )}
      >
        {isExpanded ? (
          <EditableFieldset>
            <QuestionCardActions
              headingId={`${id}-heading`}
              name={name}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              questionType={questionType}
              dragHandle={dragHandle}
              onMoveUp={() => onMove(key, "up")}
              onMoveDown={() => onMove(key, "down")}
              onDuplicate={() => onDuplicate(key)}
              onRemove={() => onRemove(key)}
            />
            <QuestionCardEditor
              id={id}
              items={items}
              index={index}
              errors={errors}
              {...editorProps}
            />
          </EditableFieldset>
        ) : (
          <CardSummary
            headingId={`${id}-heading`}
            name={name}
            text={question.questionText.trim() || t("builder.question.untitledQuestion")}
            questionType={questionType}
            error={firstError}
            calculationCount={calculationCount}
            dragHandle={dragHandle}
            onExpand={() => onExpand(key)}
          />
        )}
      </section>
    </li>
  );
}
