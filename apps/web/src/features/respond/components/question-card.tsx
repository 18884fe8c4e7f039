import type { AnswerValue, PublicQuestion, QuestionType } from "@formloom/shared";
import { lazy, Suspense } from "react";
import { type RespondText, useRespondText } from "../i18n/use-respond-text";
import type { FileUpload } from "../utils/answers-state";
import { type AnswerError, describeAnswerError } from "../utils/describe-answer-error";
import { getQuestionHint } from "../utils/get-question-hint";
import { AnswerControl } from "./answer-control";
import type { AnswerControlProps } from "./answer-control-props";
import { describeAccepted, FileAnswer } from "./file-answer";
import { getScaleLabelIds } from "./linear-scale-answer";
import { QuestionError } from "./question-error";
import { describedBy, getQuestionIds } from "./question-ids";
import { QuestionLabel } from "./question-label";
import { RatingStars } from "./rating-stars";

type QuestionCardProps = {
  question: PublicQuestion;
  value: AnswerValue | undefined;
  upload: FileUpload | undefined;
  error: AnswerError | undefined;
  /** A message that is not an error: a later file refused while the earlier one stays. */
  notice?: AnswerError;
  onChange: (questionId: string, value: AnswerValue | undefined) => void;
  onBlur: (questionId: string) => void;
  onChooseFile: (question: PublicQuestion, file: File) => void;
  onClearFile: (questionId: string) => void;
  /** Shows the keys that pick the options (the one-at-a-time layout). */
  hasKeyHints?: boolean;
};

// signature_pad loads with a form's first signature question only.
const SignatureAnswer = lazy(() =>
  import("./signature-answer").then((module) => ({ default: module.SignatureAnswer })),
);

/** Questions answered with several controls: a fieldset whose legend is the question. */
const GROUP_TYPES: ReadonlySet<QuestionType> = new Set([
  "multipleChoice",
  "checkbox",
  "rating",
  "linearScale",
  "matrix",
  "ranking",
  "consent",
  "address",
  "imageChoice",
  "signature",
]);

type QuestionControlProps = AnswerControlProps & {
  upload: FileUpload | undefined;
  onChooseFile: (file: File) => void;
  onClearFile: () => void;
};

/** The control that answers the question, by its type. */
function QuestionControl({ upload, onChooseFile, onClearFile, ...props }: QuestionControlProps) {
  const { question, ids, value, describedBy, hasError, onChange, onBlur } = props;
  switch (question.questionType) {
    case "rating":
      return (
        <RatingStars
          name={ids.control}
          max={question.maxRating ?? 5}
          value={typeof value === "number" ? value : undefined}
          onChange={onChange}
          onBlur={onBlur}
          onClear={question.required ? undefined : () => onChange(undefined)}
          isRequired={question.required}
          isInvalid={hasError}
        />
      );
    case "file":
      return (
        <FileAnswer
          question={question}
          ids={ids}
          upload={upload}
          describedBy={describedBy}
          hasError={hasError}
          onChoose={onChooseFile}
          onClear={onClearFile}
        />
      );
    case "signature":
      return (
        <Suspense fallback={null}>
          <SignatureAnswer
            ids={ids}
            upload={upload}
            describedBy={describedBy}
            hasError={hasError}
            isRequired={question.required}
            onSign={onChooseFile}
            onClear={onClearFile}
          />
        </Suspense>
      );
    default:
      return <AnswerControl {...props} />;
  }
}

/** "expected <format>" after the pattern's generic error, naming the admin's pattern. */
function patternDetail(question: PublicQuestion, error: AnswerError | undefined, t: RespondText) {
  const regexTitle = question.validations.regex?.title;
  const isGeneric =
    typeof error === "object" && error.code === "PATTERN_MISMATCH" && !error.params?.message;
  return isGeneric && regexTitle ? t("issue.patternExpected", { format: regexTitle }) : undefined;
}

/** One question: its label (legend for groups), control, hint and live error. */
export function QuestionCard({
  question,
  value,
  upload,
  error,
  notice,
  onChange,
  onBlur,
  onChooseFile,
  onClearFile,
  hasKeyHints,
}: QuestionCardProps) {
  const t = useRespondText();
  const ids = getQuestionIds(question._id);
  const hint =
    question.questionType === "file" ? describeAccepted(question, t) : getQuestionHint(question, t);
  const hasError = Boolean(error);
  const described = describedBy(ids, { hasHint: Boolean(hint), hasError: hasError || !!notice });
  const shownError = error ?? notice;
  const message = shownError && describeAnswerError(shownError, t);
  const errorDetail = patternDetail(question, error, t);
  const change = (next: AnswerValue | undefined) => onChange(question._id, next);
  const blur = () => onBlur(question._id);
  const isGroup = GROUP_TYPES.has(question.questionType);

  const hintText = hint && (
    <p id={ids.hint} className="-mt-1 text-muted-foreground text-xs">
      {hint}
    </p>
  );
  const errorText = <QuestionError id={ids.error} message={message} detail={errorDetail} />;

  const control = (
    <QuestionControl
      question={question}
      ids={ids}
      value={value}
      upload={upload}
      describedBy={described}
      hasError={hasError}
      onChange={change}
      onBlur={blur}
      hasKeyHints={hasKeyHints}
      onChooseFile={(file) => onChooseFile(question, file)}
      onClearFile={() => onClearFile(question._id)}
    />
  );

  const cardClass = `grid min-w-0 gap-3 rounded-xl border bg-card px-4 py-5 shadow-soft transition-colors sm:px-6 ${
    hasError ? "border-destructive/40" : ""
  }`;

  if (isGroup) {
    const scaleLabels =
      question.questionType === "linearScale" ? getScaleLabelIds(question, ids) : [];
    const groupDescribedBy = [...scaleLabels, described].filter(Boolean).join(" ") || undefined;
    return (
      <fieldset id={ids.card} aria-describedby={groupDescribedBy} className={cardClass}>
        <legend className="float-start mb-1 w-full">
          <QuestionLabel id={ids.label} text={question.questionText} required={question.required} />
        </legend>
        {hintText}
        {control}
        {errorText}
      </fieldset>
    );
  }
  const labelTarget = question.questionType === "file" ? undefined : ids.control;
  return (
    <div id={ids.card} className={cardClass}>
      <QuestionLabel
        id={ids.label}
        text={question.questionText}
        required={question.required}
        htmlFor={labelTarget}
      />
      {hintText}
      {control}
      {errorText}
    </div>
  );
}
