import type { QuestionDraft } from "@formloom/shared";
import type { BuilderAction } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
import { OptionsEditor } from "./options-editor";
import { RankingOrderEditor } from "./ranking-order-editor";

type OptionTypeFieldsProps = {
  question: QuestionDraft;
  errors: DraftErrors;
  dispatch: (action: BuilderAction) => boolean;
  onSelectCorrect?: (value: string) => void;
};

/** Choice and ranking questions: their options, and the answer key where quizzes score it. */
export function OptionTypeFields({
  question,
  errors,
  dispatch,
  onSelectCorrect,
}: OptionTypeFieldsProps) {
  const { key } = question;
  const optionHandlers = {
    onAddOption: () => dispatch({ type: "addOption", key }),
    onRemoveOption: (optionIndex: number) => dispatch({ type: "removeOption", key, optionIndex }),
    onRenameOption: (optionIndex: number, text: string) =>
      dispatch({ type: "renameOption", key, optionIndex, text }),
    onPasteOptions: (optionIndex: number, text: string) =>
      dispatch({ type: "pasteOptions", key, optionIndex, text }),
  };

  if (question.questionType !== "ranking") {
    return (
      <OptionsEditor
        question={question}
        errors={errors}
        {...optionHandlers}
        onToggleCorrect={onSelectCorrect}
      />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-5">
      <OptionsEditor question={question} errors={errors} {...optionHandlers} />
      {onSelectCorrect && (
        <RankingOrderEditor
          question={question}
          error={errors.correctAnswer}
          onChange={(order) => dispatch({ type: "setCorrectOrder", key, order })}
        />
      )}
    </div>
  );
}
