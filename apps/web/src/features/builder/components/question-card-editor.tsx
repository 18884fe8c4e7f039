import {
  canHaveCorrectAnswer,
  type QuestionDraft,
  type QuestionType,
  type RegexPattern,
} from "@formloom/shared";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { BuilderAction, QuestionChanges } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
import { AnswerKeyToggle } from "./answer-key-toggle";
import { isLogicError, LogicEditor } from "./logic-editor";
import { isTypeFieldError, QuestionTypeFields } from "./question-type-fields";
import { QuestionTypeSelect } from "./question-type-select";
import { QUIZ_FIELD_ERROR_PATHS, QuizFields } from "./quiz-fields";

type QuestionCardEditorProps = {
  id: string;
  items: readonly QuestionDraft[];
  index: number;
  errors: DraftErrors;
  patterns: readonly RegexPattern[];
  isLoadingPatterns: boolean;
  /** Whether some question of the form has a correct answer: the form is a quiz then. */
  hasAnswerKeys: boolean;
  dispatch: (action: BuilderAction) => boolean;
};

/** The open card's fields: text, type, the type's own fields, quiz fields, logic, required. */
export function QuestionCardEditor({
  id,
  items,
  index,
  errors,
  patterns,
  isLoadingPatterns,
  hasAnswerKeys,
  dispatch,
}: QuestionCardEditorProps) {
  const question = items[index]!;
  const { key, questionType } = question;
  // A form that is no quiz yet keeps the correct-answer fields out of the way.
  const [isAnswerKeyOpen, setAnswerKeyOpen] = useState(false);
  const canScore = canHaveCorrectAnswer(questionType);
  const showsAnswerKey = hasAnswerKeys || isAnswerKeyOpen || Boolean(errors.correctAnswer);
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
    <>
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
          showsAnswerKey={showsAnswerKey}
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
          {canScore && !hasAnswerKeys && (
            <AnswerKeyToggle isOpen={showsAnswerKey} onToggle={setAnswerKeyOpen} />
          )}
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
    </>
  );
}
