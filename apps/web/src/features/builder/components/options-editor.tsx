import { getOptionLimits, isSingleChoiceType, type QuestionDraft } from "@formloom/shared";
import { Check } from "lucide-react";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { DraftErrors } from "../utils/validate-draft";
import { LabelListEditor } from "./label-list-editor";
import { usePipingSource } from "./piping-source-context";

type OptionsEditorProps = {
  question: QuestionDraft;
  errors: DraftErrors;
  onAddOption: () => boolean;
  onRemoveOption: (index: number) => void;
  onRenameOption: (index: number, text: string) => void;
  onPasteOptions: (index: number, text: string) => boolean;
  onToggleCorrect?: (option: string) => void;
};

/** "2 to 10 options", or "Up to 10 options"; a long list adds that a pasted list is split. */
function hintId(min: number, max: number) {
  const canPaste = max > 4;
  if (min > 1) return canPaste ? "builder.options.hintRangePaste" : "builder.options.hintRange";
  return canPaste ? "builder.options.hintUpToPaste" : "builder.options.hintUpTo";
}

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
  const t = useAppText();
  const pipingIndex = usePipingSource().items.findIndex((item) => item.key === question.key);
  const { questionType, options, correctAnswer } = question;
  const limits = getOptionLimits(questionType);
  const max = limits?.max ?? 0;
  const isColumns = limits?.noun === "columns";
  const isSingle = isSingleChoiceType(questionType);
  const hint = t(hintId(limits?.min ?? 0, max), {
    min: limits?.min ?? 0,
    max,
    noun: limits?.noun ?? "options",
  });

  return (
    <LabelListEditor
      noun={isColumns ? "Column" : "Option"}
      legend={
        <>
          {t(isColumns ? "builder.options.columnsLegend" : "builder.options.optionsLegend")}
          {onToggleCorrect && (
            <span className="font-normal text-muted-foreground text-xs">
              {t(
                isSingle
                  ? "builder.options.markCorrectAnswer"
                  : "builder.options.markCorrectAnswers",
              )}
            </span>
          )}
        </>
      }
      labels={options}
      max={max}
      pipingIndex={pipingIndex >= 0 ? pipingIndex : undefined}
      itemErrors={options.map((_, index) => errors[`options.${index}`])}
      listError={errors.options ?? (onToggleCorrect ? errors.correctAnswer : undefined)}
      hint={hint}
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
              aria-label={t("builder.options.correctAnswerFor", {
                option: option.trim() || t("builder.options.optionNumber", { number: index + 1 }),
              })}
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
