import { getOptionLimits, isSingleChoiceType, type QuestionDraft } from "@formloom/shared";
import { Check } from "lucide-react";
import { cn } from "@/lib/cn";
import type { DraftErrors } from "../utils/validate-draft";
import { LabelListEditor } from "./label-list-editor";

type OptionsEditorProps = {
  question: QuestionDraft;
  errors: DraftErrors;
  onAddOption: () => boolean;
  onRemoveOption: (index: number) => void;
  onRenameOption: (index: number, text: string) => void;
  onPasteOptions: (index: number, text: string) => boolean;
  onToggleCorrect?: (option: string) => void;
};

const countLines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim()).length;

/**
 * The options of a question (a grid's columns), each with its correct-answer mark when the
 * type has one: one option for multiple choice and dropdown (clicking it again clears it),
 * any number for checkboxes (SPEC §4). Pasting several lines adds one option per line.
 */
export function OptionsEditor({
  question,
  errors,
  onAddOption,
  onRemoveOption,
  onRenameOption,
  onPasteOptions,
  onToggleCorrect,
}: OptionsEditorProps) {
  const { questionType, options, correctAnswer } = question;
  const limits = getOptionLimits(questionType);
  const max = limits?.max ?? 0;
  const isColumns = limits?.noun === "columns";
  const noun = isColumns ? "Column" : "Option";
  const isSingle = isSingleChoiceType(questionType);
  const range = limits && limits.min > 1 ? `${limits.min} to ${max}` : `Up to ${max}`;

  return (
    <LabelListEditor
      noun={noun}
      legend={
        <>
          {isColumns ? "Columns" : "Options"}
          {onToggleCorrect && (
            <span className="font-normal text-muted-foreground text-xs">
              {isSingle
                ? "Mark the correct answer (optional)"
                : "Mark the correct answers (optional)"}
            </span>
          )}
        </>
      }
      labels={options}
      max={max}
      itemErrors={options.map((_, index) => errors[`options.${index}`])}
      listError={errors.options ?? (onToggleCorrect ? errors.correctAnswer : undefined)}
      hint={`${range} ${limits?.noun ?? "options"}${max > 4 ? "; paste a list to add one per line" : ""}`}
      onAdd={onAddOption}
      onRemove={onRemoveOption}
      onRename={onRenameOption}
      onPasteLines={(index, text) => (onPasteOptions(index, text) ? countLines(text) : null)}
      isHighlighted={onToggleCorrect && ((option) => correctAnswer.includes(option))}
      renderMark={
        onToggleCorrect &&
        ((option, index) => {
          const isCorrect = correctAnswer.includes(option);
          return (
            <button
              type="button"
              aria-pressed={isCorrect}
              aria-label={`Correct answer: ${option.trim() || `Option ${index + 1}`}`}
              disabled={option.trim() === ""}
              onClick={() => onToggleCorrect(option)}
              className={cn(
                "flex size-8 shrink-0 cursor-pointer items-center justify-center border-2 outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50",
                isSingle ? "rounded-full" : "rounded-md",
                isCorrect
                  ? "border-success bg-success text-success-foreground"
                  : "border-input text-transparent hover:border-success/60 hover:text-success/60",
              )}
            >
              <Check aria-hidden="true" className="size-4" strokeWidth={3} />
            </button>
          );
        })
      }
    />
  );
}
