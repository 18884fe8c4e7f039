import { isFreeTextType, type QuestionDraft, type RegexPattern } from "@formloom/shared";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { BuilderAction, QuestionChanges } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
import { DateBoundsEditor } from "./date-bounds-editor";
import { FileTypeSelect } from "./file-type-select";
import { GridEditor } from "./grid-editor";
import { NumberBoundsEditor } from "./number-bounds-editor";
import { OptionsEditor } from "./options-editor";
import { RankingOrderEditor } from "./ranking-order-editor";
import { RatingMaxSlider } from "./rating-max-slider";
import { RegexValidationSelect } from "./regex-validation-select";
import { ScaleEditor } from "./scale-editor";
import { TextLengthEditor } from "./text-length-editor";

type QuestionTypeFieldsProps = {
  question: QuestionDraft;
  errors: DraftErrors;
  patterns: readonly RegexPattern[];
  isLoadingPatterns: boolean;
  dispatch: (action: BuilderAction) => boolean;
  /** Whether the quiz's correct-answer controls show (SPEC §4: correct answer per type). */
  showsAnswerKey: boolean;
};

/** The paths whose messages show beside their field here; the card lists any others. */
export const TYPE_FIELD_ERROR_PATHS = [
  "options",
  "rows",
  "correctAnswer",
  "scaleMin",
  "scaleMax",
  "scaleMinLabel",
  "scaleMaxLabel",
  "validations.regex",
  "validations.min",
  "validations.max",
  "validations.integer",
  "validations.minDate",
  "validations.maxDate",
  "validations.minLength",
  "validations.maxLength",
];

export const isTypeFieldError = (path: string) =>
  TYPE_FIELD_ERROR_PATHS.includes(path) || /^(options|rows)\.\d+$/.test(path);

/** The fields of a question that depend on its type (SPEC §4 and the question-types issue). */
export function QuestionTypeFields({
  question,
  errors,
  patterns,
  isLoadingPatterns,
  dispatch,
  showsAnswerKey,
}: QuestionTypeFieldsProps) {
  const id = useId();
  const { key, questionType, validations } = question;
  const update = (changes: QuestionChanges) => dispatch({ type: "updateQuestion", key, changes });
  const setValidations = (next: typeof validations) => update({ validations: next });
  const selectCorrect = showsAnswerKey
    ? (value: string) => dispatch({ type: "selectCorrectAnswer", key, value })
    : undefined;
  const optionHandlers = {
    onAddOption: () => dispatch({ type: "addOption", key }),
    onRemoveOption: (optionIndex: number) => dispatch({ type: "removeOption", key, optionIndex }),
    onRenameOption: (optionIndex: number, text: string) =>
      dispatch({ type: "renameOption", key, optionIndex, text }),
    onPasteOptions: (optionIndex: number, text: string) =>
      dispatch({ type: "pasteOptions", key, optionIndex, text }),
  };

  if (isFreeTextType(questionType)) {
    return (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {selectCorrect && (
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-answer`}>Correct answer</Label>
            <Input
              id={`${id}-answer`}
              value={question.correctAnswer[0] ?? ""}
              placeholder="Optional, for quizzes"
              aria-invalid={errors.correctAnswer ? true : undefined}
              onChange={(event) => selectCorrect(event.target.value)}
            />
            {errors.correctAnswer && (
              <p className="text-destructive text-sm">{errors.correctAnswer}</p>
            )}
          </div>
        )}
        <RegexValidationSelect
          value={validations.regex}
          patterns={patterns}
          isLoading={isLoadingPatterns}
          error={errors["validations.regex"]}
          onChange={(regex) => setValidations({ ...validations, regex })}
        />
        <div className="sm:col-span-2">
          <TextLengthEditor validations={validations} errors={errors} onChange={setValidations} />
        </div>
      </div>
    );
  }

  switch (questionType) {
    case "multipleChoice":
    case "checkbox":
    case "dropdown":
      return (
        <OptionsEditor
          question={question}
          errors={errors}
          {...optionHandlers}
          onToggleCorrect={selectCorrect}
        />
      );
    case "ranking":
      return (
        <div className="grid grid-cols-1 gap-5">
          <OptionsEditor question={question} errors={errors} {...optionHandlers} />
          {showsAnswerKey && (
            <RankingOrderEditor
              question={question}
              error={errors.correctAnswer}
              onChange={(order) => dispatch({ type: "setCorrectOrder", key, order })}
            />
          )}
        </div>
      );
    case "matrix":
      return (
        <GridEditor
          question={question}
          errors={errors}
          dispatch={dispatch}
          showsAnswerKey={showsAnswerKey}
        />
      );
    case "linearScale":
      return (
        <ScaleEditor
          question={question}
          errors={errors}
          onChange={update}
          onSelectCorrect={selectCorrect}
        />
      );
    case "number":
      return (
        <NumberBoundsEditor
          question={question}
          errors={errors}
          onChange={setValidations}
          onSelectCorrect={selectCorrect}
        />
      );
    case "date":
      return (
        <DateBoundsEditor
          question={question}
          errors={errors}
          onChange={setValidations}
          onSelectCorrect={selectCorrect}
        />
      );
    case "file":
      return (
        <FileTypeSelect
          value={validations.fileType}
          onChange={(fileType) => setValidations({ ...validations, fileType })}
        />
      );
    case "rating":
      return (
        <RatingMaxSlider
          value={question.maxRating}
          onChange={(maxRating) => update({ maxRating })}
        />
      );
    case "email":
      return (
        <p className="text-muted-foreground text-sm">
          Respondents must enter a valid email address.
        </p>
      );
    default:
      return null;
  }
}
