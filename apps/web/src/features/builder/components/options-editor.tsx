import { MAX_OPTIONS, type QuestionDraft } from "@formloom/shared";
import { Check, Plus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import type { DraftErrors } from "../utils/validate-draft";

type OptionsEditorProps = {
  question: QuestionDraft;
  errors: DraftErrors;
  onAddOption: () => void;
  onRemoveOption: (index: number) => void;
  onRenameOption: (index: number, text: string) => void;
  onToggleCorrect: (option: string) => void;
};

/**
 * The options of a choice question, each with its correct-answer mark: one option for multiple
 * choice (clicking it again clears it), any number for checkboxes (SPEC §4).
 */
export function OptionsEditor({
  question,
  errors,
  onAddOption,
  onRemoveOption,
  onRenameOption,
  onToggleCorrect,
}: OptionsEditorProps) {
  const isSingle = question.questionType === "multipleChoice";
  const isFull = question.options.length >= MAX_OPTIONS;
  const listError = errors.options ?? errors.correctAnswer;
  const listRef = useRef<HTMLUListElement>(null);
  const [focusedOption, setFocusedOption] = useState<number | null>(null);

  // A new option is typed into next, so its box takes focus once it is rendered.
  useEffect(() => {
    if (focusedOption === null) return;
    const inputs = listRef.current?.querySelectorAll<HTMLInputElement>("[data-option-input]");
    inputs?.[focusedOption]?.focus();
    setFocusedOption(null);
  }, [focusedOption]);

  const onAdd = () => {
    setFocusedOption(question.options.length);
    onAddOption();
  };

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2">
      <legend className="mb-2 flex w-full items-baseline justify-between gap-2 font-medium text-sm">
        Options
        <span className="font-normal text-muted-foreground text-xs">
          {isSingle ? "Mark the correct answer (optional)" : "Mark the correct answers (optional)"}
        </span>
      </legend>
      <ul ref={listRef} className="grid grid-cols-1 gap-2">
        {question.options.map((option, index) => {
          const isCorrect = question.correctAnswer.includes(option);
          const label = option.trim() || `Option ${index + 1}`;
          const error = errors[`options.${index}`];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place by position
            <li key={index} className="grid grid-cols-1 gap-1">
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  aria-pressed={isCorrect}
                  aria-label={`Correct answer: ${label}`}
                  disabled={option.trim() === ""}
                  onClick={() => onToggleCorrect(option)}
                  className={cn(
                    "flex size-8 shrink-0 cursor-pointer items-center justify-center border-2 outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50",
                    isSingle ? "rounded-full" : "rounded-md",
                    isCorrect
                      ? "border-success bg-success text-white"
                      : "border-input text-transparent hover:border-success/60 hover:text-success/60",
                  )}
                >
                  <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                </button>
                <Input
                  data-option-input
                  value={option}
                  aria-label={`Option ${index + 1}`}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => onRenameOption(index, event.target.value)}
                  className={cn(isCorrect && "border-success/50 bg-success/5")}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Delete option ${index + 1}`}
                  onClick={() => onRemoveOption(index)}
                  className="text-muted-foreground hover:text-destructive"
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              {error && <p className="pl-10 text-destructive text-xs">{error}</p>}
            </li>
          );
        })}
      </ul>
      {listError && (
        <p role="alert" className="text-destructive text-sm">
          {listError}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onAdd}
          disabled={isFull}
          className="w-fit"
        >
          <Plus aria-hidden="true" />
          Add Option
        </Button>
        {isFull && (
          <span className="text-muted-foreground text-xs">Up to {MAX_OPTIONS} options</span>
        )}
      </div>
    </fieldset>
  );
}
