import { type AnswerValue, parseFileUrl, type Question } from "@formloom/shared";
import { LegalText } from "@/components/ui/legal-text";
import { formatCalendarDate } from "@/lib/format-calendar-date";
import { useAppText } from "@/lib/i18n/use-app-text";
import { formatExactNumber } from "../utils/format-answer";
import { FileAnswerButton } from "./file-answer-button";
import { GridAnswer } from "./grid-answer";
import { SignatureImage } from "./signature-image";

type AnswerValueViewProps = { question: Question; answer: AnswerValue | undefined };

const isUnanswered = (answer: AnswerValue | undefined) =>
  answer === undefined ||
  answer === "" ||
  (Array.isArray(answer) && answer.every((entry) => entry === ""));

/** Answers laid out as a table or a list, rather than a line of text. */
export const isBlockAnswer = (question: Question, answer: AnswerValue | undefined) =>
  (question.questionType === "matrix" || question.questionType === "ranking") &&
  Array.isArray(answer) &&
  !isUnanswered(answer);

/** One answer, readable for its type: a file as its download button, a grid as a table. */
export function AnswerValueView({ question, answer }: AnswerValueViewProps) {
  const t = useAppText();
  if (isUnanswered(answer)) {
    return <span className="text-muted-foreground italic">{t("responses.answer.none")}</span>;
  }
  const { questionType } = question;
  if (questionType === "file" && typeof answer === "string" && parseFileUrl(answer)) {
    return <FileAnswerButton url={answer} question={question.questionText} />;
  }
  if (questionType === "signature" && typeof answer === "string" && parseFileUrl(answer)) {
    return <SignatureImage url={answer} question={question.questionText} />;
  }
  if (questionType === "rating" && typeof answer === "number") {
    return (
      <span>
        {answer} / {question.maxRating ?? answer}
        <span aria-hidden="true" className="ms-1 text-amber-500">
          ★
        </span>
      </span>
    );
  }
  if (questionType === "matrix" && Array.isArray(answer)) {
    return <GridAnswer question={question} answer={answer} />;
  }
  if (questionType === "ranking" && Array.isArray(answer)) {
    return (
      <ol
        aria-label={t("responses.answer.rankingLabel", { question: question.questionText })}
        className="list-decimal pl-5"
      >
        {answer.map((option) => (
          <li key={option} className="wrap-anywhere">
            {option}
          </li>
        ))}
      </ol>
    );
  }
  if (questionType === "number" && typeof answer === "number") {
    return <span className="tabular-nums">{formatExactNumber(answer, t.locale)}</span>;
  }
  if (questionType === "date" && typeof answer === "string") {
    return <time dateTime={answer}>{formatCalendarDate(answer, t.locale)}</time>;
  }
  if (questionType === "linearScale" && typeof answer === "number") {
    return (
      <span className="tabular-nums">
        {answer} / {question.scaleMax ?? answer}
      </span>
    );
  }
  if (questionType === "phone" && typeof answer === "string") {
    return (
      <a href={`tel:${answer}`} className="text-primary underline-offset-2 hover:underline">
        {answer}
      </a>
    );
  }
  if (questionType === "consent" && typeof answer === "string") {
    return (
      <details>
        <summary className="cursor-pointer">{t("responses.answer.agreed")}</summary>
        <LegalText text={answer} />
      </details>
    );
  }
  if (questionType === "email" && typeof answer === "string") {
    return (
      <a
        href={`mailto:${answer}`}
        className="text-primary underline-offset-2 hover:underline wrap-anywhere"
      >
        {answer}
      </a>
    );
  }
  const text = Array.isArray(answer) ? answer.join(", ") : String(answer);
  return <span className="whitespace-pre-line wrap-anywhere">{text}</span>;
}
