import { type AnswerValue, parseFileUrl, type Question } from "@formloom/shared";
import { excerptLegalText } from "@formloom/shared/legal-text";
import { formatPhoneInternational } from "@formloom/shared/phone-numbers";
import { LegalText } from "@/components/ui/legal-text";
import { formatCalendarDate } from "@/lib/format-calendar-date";
import { type AppText, useAppText } from "@/lib/i18n/use-app-text";
import { formatExactNumber } from "../utils/format-answer";
import { AddressAnswerView } from "./address-answer-view";
import { FileAnswerButton } from "./file-answer-button";
import { GridAnswer } from "./grid-answer";
import { SignatureImage } from "./signature-image";

type AnswerValueViewProps = { question: Question; answer: AnswerValue | undefined };

const isUnanswered = (answer: AnswerValue | undefined) =>
  answer === undefined ||
  answer === "" ||
  (Array.isArray(answer) && answer.every((entry) => entry === ""));

/** Answers laid out as a table, a list or a text that opens, rather than a line of text. */
export const isBlockAnswer = (question: Question, answer: AnswerValue | undefined) =>
  ((question.questionType === "matrix" ||
    question.questionType === "ranking" ||
    question.questionType === "address") &&
    Array.isArray(answer) &&
    !isUnanswered(answer)) ||
  (question.questionType === "consent" && typeof answer === "string" && answer !== "");

/** How much of a consent's legal text a printed response shows. */
const PRINTED_LEGAL_TEXT_MAX = 160;

/** A CSAT answer's words: the question's own end labels, the middle of the scale in between. */
function csatLabel(t: AppText, question: Question, score: number): string {
  if (score === question.scaleMin && question.scaleMinLabel) return question.scaleMinLabel;
  if (score === question.scaleMax && question.scaleMaxLabel) return question.scaleMaxLabel;
  const middle = { 2: "unsatisfied", 3: "neutral", 4: "satisfied" } as const;
  const key = middle[score as keyof typeof middle];
  return key ? t(`responses.answer.csat.${key}`) : "";
}

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
  if (questionType === "address" && Array.isArray(answer)) {
    return <AddressAnswerView answer={answer} />;
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
    const label = question.scalePreset === "csat" ? csatLabel(t, question, answer) : "";
    return (
      <span>
        <span className="tabular-nums">
          {answer} / {question.scaleMax ?? answer}
        </span>
        {label && <span className="wrap-anywhere"> · {label}</span>}
      </span>
    );
  }
  if (questionType === "phone" && typeof answer === "string") {
    return (
      <a href={`tel:${answer}`} className="text-primary underline-offset-2 hover:underline">
        {formatPhoneInternational(answer)}
      </a>
    );
  }
  // On screen the agreed text opens on demand; on paper, where nothing opens, its first words.
  if (questionType === "consent" && typeof answer === "string") {
    return (
      <div>
        <details className="print:hidden">
          <summary className="cursor-pointer">{t("responses.answer.agreed")}</summary>
          <LegalText text={answer} />
        </details>
        <p className="hidden wrap-anywhere print:block">
          {t("responses.answer.agreedTo", {
            text: excerptLegalText(answer, PRINTED_LEGAL_TEXT_MAX),
          })}
        </p>
      </div>
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
