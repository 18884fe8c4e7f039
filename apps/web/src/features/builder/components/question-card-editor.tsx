import {
  canHaveCorrectAnswer,
  type QuestionDraft,
  type QuestionType,
  type RegexPattern,
} from "@formloom/shared";
import { useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { BuilderAction, QuestionChanges } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
import { QuestionRulesEditor } from "./calculations/question-rules-editor";
import { OtherErrorList } from "./other-error-list";
import { QuestionCardFooter } from "./question-card-footer";
import { QuestionTextField } from "./question-text-field";
import { QuestionTypeFields } from "./question-type-fields";
import { QuestionTypeSelect } from "./question-type-select";
import { QuizFields } from "./quiz-fields";

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
  const t = useAppText();
  const question = items[index]!;
  const { key, questionType } = question;
  // A form that is no quiz yet keeps the correct-answer fields out of the way.
  const [isAnswerKeyOpen, setAnswerKeyOpen] = useState(false);
  const canScore = canHaveCorrectAnswer(questionType);
  const showsAnswerKey = hasAnswerKeys || isAnswerKeyOpen || Boolean(errors.correctAnswer);
  const update = (changes: QuestionChanges) => dispatch({ type: "updateQuestion", key, changes });

  return (
    <>
      <div className="grid grid-cols-1 gap-5 px-4 pt-1 pb-5 sm:px-5">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_13rem]">
          <QuestionTextField
            index={index}
            value={question.questionText}
            error={errors.questionText}
            onChange={(questionText) => update({ questionText })}
          />
          <FormField label={t("builder.question.answerType")} className="content-start">
            {(control) => (
              <QuestionTypeSelect
                id={control.id}
                value={questionType}
                onChange={(type: QuestionType) =>
                  dispatch({ type: "changeQuestionType", key, questionType: type })
                }
                onApplyNpsPreset={() => dispatch({ type: "applyNpsPreset", key })}
                onApplyCsatPreset={() =>
                  dispatch({
                    type: "applyCsatPreset",
                    key,
                    labels: {
                      min: t("builder.question.csatMinLabel"),
                      max: t("builder.question.csatMaxLabel"),
                    },
                  })
                }
              />
            )}
          </FormField>
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

        <QuestionRulesEditor question={question} dispatch={dispatch} />

        <OtherErrorList errors={errors} />
      </div>
      <QuestionCardFooter
        id={id}
        items={items}
        index={index}
        errors={errors}
        dispatch={dispatch}
        canToggleAnswerKey={canScore && !hasAnswerKeys}
        showsAnswerKey={showsAnswerKey}
        onToggleAnswerKey={setAnswerKeyOpen}
        isRequired={question.required}
        onRequiredChange={(required) => update({ required })}
      />
    </>
  );
}
