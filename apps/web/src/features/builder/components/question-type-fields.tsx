import type { QuestionDraft, RegexPattern } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { BuilderAction, QuestionChanges } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
import { AddressTypeFields } from "./address-type-fields";
import { ConsentTypeFields } from "./consent-type-fields";
import { GridEditor } from "./grid-editor";
import { ImageChoiceFields } from "./image-choice-fields";
import { OptionTypeFields } from "./option-type-fields";
import { PhoneTypeFields } from "./phone-type-fields";
import { RatingMaxSlider } from "./rating-max-slider";
import { ScaleEditor } from "./scale-editor";
import { ValidationTypeFields } from "./validation-type-fields";

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
  "validations.defaultCountry",
  "validations.addressParts",
  "description",
];

export const isTypeFieldError = (path: string) =>
  TYPE_FIELD_ERROR_PATHS.includes(path) ||
  /^(options|rows)\.\d+$|^optionImages\.\d+\.alt$/.test(path);

/** The fields of a question that depend on its type (SPEC §4 and the question-types issue). */
export function QuestionTypeFields({
  question,
  errors,
  patterns,
  isLoadingPatterns,
  dispatch,
  showsAnswerKey,
}: QuestionTypeFieldsProps) {
  const t = useAppText();
  const { key, questionType, validations } = question;
  const update = (changes: QuestionChanges) => dispatch({ type: "updateQuestion", key, changes });
  const setValidations = (next: typeof validations) => update({ validations: next });
  const selectCorrect = showsAnswerKey
    ? (value: string) => dispatch({ type: "selectCorrectAnswer", key, value })
    : undefined;

  switch (questionType) {
    case "multipleChoice":
    case "checkbox":
    case "dropdown":
    case "ranking":
      return (
        <OptionTypeFields
          question={question}
          errors={errors}
          dispatch={dispatch}
          onSelectCorrect={selectCorrect}
        />
      );
    case "imageChoice":
      return <ImageChoiceFields question={question} errors={errors} dispatch={dispatch} />;
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
    case "rating":
      return (
        <RatingMaxSlider
          value={question.maxRating}
          onChange={(maxRating) => update({ maxRating })}
        />
      );
    case "email":
      return <p className="text-muted-foreground text-sm">{t("builder.question.emailHint")}</p>;
    case "phone":
      return (
        <PhoneTypeFields
          validations={validations}
          error={errors["validations.defaultCountry"]}
          onChange={setValidations}
        />
      );
    case "address":
      return (
        <AddressTypeFields
          validations={validations}
          errors={{
            parts: errors["validations.addressParts"],
            country: errors["validations.defaultCountry"],
          }}
          onChange={setValidations}
        />
      );
    case "consent":
      return (
        <ConsentTypeFields
          text={question.description}
          error={errors.description}
          onChange={(description) => update({ description })}
        />
      );
    default:
      return (
        <ValidationTypeFields
          question={question}
          errors={errors}
          patterns={patterns}
          isLoadingPatterns={isLoadingPatterns}
          onChange={setValidations}
          onSelectCorrect={selectCorrect}
        />
      );
  }
}
