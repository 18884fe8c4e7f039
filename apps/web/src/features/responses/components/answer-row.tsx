import {
  type AnswerValue,
  isAnswerCorrect,
  isQuestionScored,
  type Question,
} from "@formloom/shared";
import { Check, X } from "lucide-react";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import { formatCorrectAnswer } from "../utils/format-correct-answer";
import { AnswerValueView, isBlockAnswer } from "./answer-value";

type Verdict = "correct" | "wrong" | "unscored";

const VERDICT_CLASS: Record<Verdict, string> = {
  correct: "border-success/30 bg-success/6",
  wrong: "border-destructive/30 bg-destructive/5",
  unscored: "border-transparent bg-muted/50",
};

type AnswerRowProps = { question: Question; answer: AnswerValue | undefined };

/** A question and its answer in a response card, green when correct and red when wrong. */
export function AnswerRow({ question, answer }: AnswerRowProps) {
  const t = useAppText();
  // A grid marks each row itself; a table or list cannot sit inside a line of text.
  const isBlock = isBlockAnswer(question, answer);
  const AnswerBox = isBlock ? "div" : "span";
  const verdict: Verdict = !isQuestionScored(question)
    ? "unscored"
    : isAnswerCorrect(question, answer)
      ? "correct"
      : "wrong";
  return (
    <div
      data-verdict={verdict}
      className={cn(
        "grid min-w-0 grid-cols-1 gap-1 rounded-lg border px-3 py-2.5",
        VERDICT_CLASS[verdict],
      )}
    >
      <dt className="text-muted-foreground text-sm wrap-anywhere">{question.questionText}</dt>
      <dd
        className={cn(
          "flex flex-wrap gap-x-2 gap-y-1 text-sm",
          isBlock ? "items-start" : "items-center",
        )}
      >
        {verdict === "correct" && (
          <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
        )}
        {verdict === "wrong" && (
          <X aria-hidden="true" className="size-4 shrink-0 text-destructive" />
        )}
        <AnswerBox
          className={cn(
            "min-w-0 font-medium",
            isBlock && "flex-1",
            verdict === "correct" && "text-success",
            verdict === "wrong" && "text-destructive",
          )}
        >
          <AnswerValueView question={question} answer={answer} />
        </AnswerBox>
        {verdict !== "unscored" && (
          <span className="sr-only">
            {t(verdict === "correct" ? "responses.answer.correct" : "responses.answer.wrong")}
          </span>
        )}
        {verdict === "wrong" && !(isBlock && question.questionType === "matrix") && (
          <span className="basis-full text-muted-foreground text-xs wrap-anywhere">
            {t(
              question.questionType === "ranking"
                ? "responses.answer.correctOrder"
                : "responses.answer.correctAnswer",
              { answer: formatCorrectAnswer(question, t.locale) },
            )}
          </span>
        )}
      </dd>
    </div>
  );
}
