import { isFreeTextType } from "@formloom/shared";
import { DateBoundsEditor } from "./date-bounds-editor";
import { FileTypeSelect } from "./file-type-select";
import { FreeTextTypeFields, type TypeFieldsProps } from "./free-text-type-fields";
import { NumberBoundsEditor } from "./number-bounds-editor";

/** Text, number, date and file questions: the rules an answer must keep to. */
export function ValidationTypeFields({
  question,
  errors,
  patterns,
  isLoadingPatterns,
  onChange,
  onSelectCorrect,
}: TypeFieldsProps) {
  const { validations } = question;
  if (isFreeTextType(question.questionType)) {
    return (
      <FreeTextTypeFields
        question={question}
        errors={errors}
        patterns={patterns}
        isLoadingPatterns={isLoadingPatterns}
        onChange={onChange}
        onSelectCorrect={onSelectCorrect}
      />
    );
  }
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
