import {
  type FormResponse,
  isAnswerCorrect,
  isQuestionScored,
  type Question,
} from "@formloom/shared";
import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format-date-time";
import { formatCorrectAnswer } from "../utils/format-correct-answer";
import { AnswerValueView, isBlockAnswer } from "./answer-value";

type ResponseCardProps = {
  response: FormResponse;
  number: number;
  questions: readonly Question[];
  /** Ticked when the response is selected for "Delete selected"; absent, no checkbox. */
  selection?: { isSelected: boolean; onChange: (isSelected: boolean) => void };
  /** Buttons at the card's top right (print, delete). */
  actions?: ReactNode;
};

type Verdict = "correct" | "wrong" | "unscored";

const VERDICT_CLASS: Record<Verdict, string> = {
  correct: "border-success/30 bg-success/6",
  wrong: "border-destructive/30 bg-destructive/5",
  unscored: "border-transparent bg-muted/50",
};

/** One response: who, when, the score, and each answer, green when correct and red when wrong. */
export function ResponseCard({
  response,
  number,
  questions,
  selection,
  actions,
}: ResponseCardProps) {
  const answers = new Map(response.answers.map((item) => [item.questionId, item.answer]));
  const headingId = `response-${response._id}`;
  const { score } = response;

  return (
    <article
      aria-labelledby={headingId}
      data-response-card={response._id}
      className="min-w-0 rounded-xl border bg-card px-4 py-5 shadow-soft sm:px-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 items-start gap-3">
          {selection && (
            <input
              type="checkbox"
              data-print="hide"
              aria-label={`Select response #${number}`}
              checked={selection.isSelected}
              onChange={(event) => selection.onChange(event.target.checked)}
              className="mt-1 size-4 shrink-0 cursor-pointer rounded accent-primary"
            />
          )}
          <div className="min-w-0">
            <h3 id={headingId} className="wrap-anywhere font-semibold">
              Response #{number}{" "}
              <span className="font-normal text-muted-foreground">{response.respondentEmail}</span>
            </h3>
            <p className="mt-0.5 text-muted-foreground text-sm wrap-anywhere">
              {response.respondentName} ·{" "}
              <time dateTime={response.createdAt}>{formatDateTime(response.createdAt)}</time>
            </p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          {score.total > 0 && (
            <Badge variant="soft" className="tabular-nums">
              Score {score.correct}/{score.total} ({score.percentage}%)
            </Badge>
          )}
          {actions}
        </div>
      </header>
      <dl className="mt-4 grid gap-2">
        {questions.map((question) => {
          const answer = answers.get(question._id);
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
              key={question._id}
              data-verdict={verdict}
              className={cn(
                "grid min-w-0 grid-cols-1 gap-1 rounded-lg border px-3 py-2.5",
                VERDICT_CLASS[verdict],
              )}
            >
              <dt className="text-muted-foreground text-sm wrap-anywhere">
                {question.questionText}
              </dt>
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
                  <span className="sr-only">{verdict === "correct" ? "(correct)" : "(wrong)"}</span>
                )}
                {verdict === "wrong" && !(isBlock && question.questionType === "matrix") && (
                  <span className="basis-full text-muted-foreground text-xs wrap-anywhere">
                    {question.questionType === "ranking" ? "Correct order" : "Correct answer"}:{" "}
                    {formatCorrectAnswer(question)}
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </article>
  );
}
