import type { QuestionDraft } from "@formloom/shared";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useSortableCard } from "../hooks/use-sortable-card";
import type { BuilderAction } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
import { CardSummary } from "./card-summary";
import { EditableFieldset } from "./editable-fieldset";
import { PageBreakRule } from "./page-break-rule";
import { QuestionCardActions } from "./question-card-actions";
import { SectionCardEditor } from "./section-card-editor";

type SectionCardProps = {
  items: readonly QuestionDraft[];
  index: number;
  /** Its number among the sections. */
  number: number;
  /** The page it starts, and how many pages the form has. */
  page: number;
  pageCount: number;
  errors: DraftErrors;
  /** Only the card being edited is open; the others show a one-line summary. */
  isExpanded: boolean;
  onExpand: (key: string) => void;
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
  isExpanded,
  onExpand,
  dispatch,
  onMove,
  onRemove,
}: SectionCardProps) {
  const t = useAppText();
  const section = items[index]!;
  const { key } = section;
  const id = useId();
  const { setNodeRef, style, dragHandle, isDragging } = useSortableCard(key);
  const name = t("builder.question.sectionName", { number });

  return (
    <li
      ref={setNodeRef}
      style={style}
      data-question-key={key}
      className={cn("relative list-none pt-3", isDragging && "z-10")}
    >
      <PageBreakRule page={page} pageCount={pageCount} />
      <section
        aria-labelledby={`${id}-heading`}
        aria-describedby={`${id}-page`}
        className={cn(
          "mt-3 rounded-xl border border-s-4 border-s-primary bg-primary-soft/40 shadow-soft transition-shadow",
          isDragging && "shadow-lift ring-2 ring-primary/30",
        )}
      >
        <p id={`${id}-page`} className="sr-only">
          {t("builder.question.startsPage", { page, pageCount })}
        </p>
        {!isExpanded && (
          <CardSummary
            headingId={`${id}-heading`}
            name={name}
            text={section.questionText.trim() || t("builder.question.untitledSection")}
            questionType="section"
            error={Object.values(errors)[0]}
            dragHandle={dragHandle}
            onExpand={() => onExpand(key)}
          />
        )}
        {isExpanded && (
          <EditableFieldset>
            <QuestionCardActions
              headingId={`${id}-heading`}
              name={name}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              questionType="section"
              dragHandle={dragHandle}
              onMoveUp={() => onMove(key, "up")}
              onMoveDown={() => onMove(key, "down")}
              onRemove={() => onRemove(key)}
            />
            <SectionCardEditor items={items} index={index} errors={errors} dispatch={dispatch} />
          </EditableFieldset>
        )}
      </section>
    </li>
  );
}
