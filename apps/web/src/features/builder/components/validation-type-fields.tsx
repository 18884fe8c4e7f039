import type { QuestionDraft } from "@formloom/shared";
import type { DraftErrors } from "../utils/validate-draft";
import { DateBoundsEditor } from "./date-bounds-editor";
import { FileTypeSelect } from "./file-type-select";
import { NumberBoundsEditor } from "./number-bounds-editor";

type ValidationTypeFieldsProps = {
  question: QuestionDraft;
  errors: DraftErrors;
  onChange: (validations: QuestionDraft["validations"]) => void;
  onSelectCorrect?: (value: string) => void;
};

/** Number, date and file questions: the bounds or the kind of file an answer must keep to. */
export function ValidationTypeFields({
  question,
  errors,
  onChange,
  onSelectCorrect,
}: ValidationTypeFieldsProps) {
  const { validations } = question;
  switch (question.questionType) {
    case "number":
      return (
        <NumberBoundsEditor
          question={question}
          errors={errors}
          onChange={onChange}
          onSelectCorrect={onSelectCorrect}
        />
      );
    case "date":
      return (
        <DateBoundsEditor
          question={question}
          errors={errors}
          onChange={onChange}
          onSelectCorrect={onSelectCorrect}
        />
      );
    case "file":
      return (
        <FileTypeSelect
          value={validations.fileType}
          onChange={(fileType) => onChange({ ...validations, fileType })}
        />
      );
    default:
      return null;
  }
}
