import { MATRIX_MAX_ROWS, type QuestionDraft } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { BuilderAction } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
import { GridCorrectAnswers } from "./grid-correct-answers";
import { LabelListEditor } from "./label-list-editor";
import { OptionsEditor } from "./options-editor";

type GridEditorProps = {
  question: QuestionDraft;
  errors: DraftErrors;
  dispatch: (action: BuilderAction) => boolean;
  showsAnswerKey: boolean;
};

/** A grid: its rows (1–20), its columns (2–10) and an optional correct column per row. */
export function GridEditor({ question, errors, dispatch, showsAnswerKey }: GridEditorProps) {
  const t = useAppText();
  const { key, rows } = question;
  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <LabelListEditor
          noun="Row"
          legend={t("builder.gridRows.legend")}
          labels={rows}
          max={MATRIX_MAX_ROWS}
          itemErrors={rows.map((_, index) => errors[`rows.${index}`])}
          listError={errors.rows}
          hint={t("builder.gridRows.hint", { max: MATRIX_MAX_ROWS })}
          onAdd={() => dispatch({ type: "addRow", key })}
          onRemove={(rowIndex) => dispatch({ type: "removeRow", key, rowIndex })}
          onRename={(rowIndex, text) => dispatch({ type: "renameRow", key, rowIndex, text })}
        />
        <OptionsEditor
          question={question}
          errors={errors}
          onAddOption={() => dispatch({ type: "addOption", key })}
          onRemoveOption={(optionIndex) => dispatch({ type: "removeOption", key, optionIndex })}
          onRenameOption={(optionIndex, text) =>
            dispatch({ type: "renameOption", key, optionIndex, text })
          }
          onPasteOptions={(optionIndex, text) =>
            dispatch({ type: "pasteOptions", key, optionIndex, text })
          }
        />
      </div>
      {showsAnswerKey && (
        <GridCorrectAnswers
          question={question}
          error={errors.correctAnswer}
          onSelect={(rowIndex, column) =>
            dispatch({ type: "selectCorrectColumn", key, rowIndex, column })
          }
        />
      )}
    </div>
  );
}
