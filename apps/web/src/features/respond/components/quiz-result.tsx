import type { Answer, PublicQuestion, SubmissionResult } from "@formloom/shared";
import { CircleCheck, CircleX } from "lucide-react";
import { ProgressBar } from "@/components/ui/progress-bar";
import { useRespondText } from "../i18n/use-respond-text";
import { PipedText } from "../piping/piping-scope";
import { formatAnswer, formatCorrectAnswer } from "../utils/format-answer";

type QuizResultProps = {
  result: SubmissionResult;
  questions: readonly PublicQuestion[];
  answers: readonly Answer[];
};

/** The score of a quiz that shows it at once, and each scored question right or wrong. */
export function QuizResult({ result, questions, answers }: QuizResultProps) {
  const { score } = result;
  const t = useRespondText();
  const byId = new Map(questions.map((question) => [question._id, question]));
  const answerOf = new Map(answers.map((answer) => [answer.questionId, answer.answer]));
  return (
    <section
      aria-labelledby="quiz-score-heading"
      className="grid gap-4 rounded-xl border bg-card px-4 py-6 text-start shadow-soft sm:px-6"
    >
      <div className="grid gap-2">
        <h2 id="quiz-score-heading" className="font-semibold text-lg">
          {t("quiz.scoreHeading")}
        </h2>
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="font-semibold text-3xl tabular-nums">
            {t("quiz.scorePoints", { correct: score.correct, total: score.total })}
          </span>{" "}
          <span className="text-muted-foreground">
            {t("quiz.percentage", { total: score.total, percentage: score.percentage })}
          </span>
        </p>
        <ProgressBar
          value={score.percentage}
          label={t("quiz.scoreLabel", { percentage: score.percentage })}
          tone={score.percentage >= 50 ? "success" : "destructive"}
        />
      </div>
      <ol aria-label={t("quiz.answersLabel")} className="grid gap-3">
        {result.questions.map((mark) => {
          const question = byId.get(mark.questionId);
          if (!question) return null;
          return (
            <li
              key={mark.questionId}
              className={`grid gap-1.5 rounded-lg border px-4 py-3 ${
                mark.isCorrect ? "border-success/40" : "border-destructive/40"
              }`}
            >
              <div className="flex items-start justify-between gap-3">
                <p dir="auto" className="wrap-anywhere font-medium">
                  <PipedText text={question.questionText} />
                </p>
                <p className="shrink-0 text-muted-foreground text-sm tabular-nums">
                  {t("quiz.questionPoints", { earned: mark.pointsEarned, points: mark.points })}
                </p>
              </div>
              <p
                className={`flex items-center gap-1.5 font-medium text-sm ${
                  mark.isCorrect ? "text-success" : "text-destructive"
                }`}
              >
                {mark.isCorrect ? (
                  <CircleCheck aria-hidden="true" className="size-4" />
                ) : (
                  <CircleX aria-hidden="true" className="size-4" />
                )}
                {mark.isCorrect ? t("quiz.correct") : t("quiz.incorrect")}
              </p>
              <p className="wrap-anywhere text-sm">
                <span className="text-muted-foreground">{t("quiz.yourAnswer")} </span>
                {formatAnswer(question, answerOf.get(mark.questionId), t)}
              </p>
              {mark.correctAnswer && (
                <p className="wrap-anywhere text-sm">
                  <span className="text-muted-foreground">{t("quiz.correctAnswer")} </span>
                  {formatCorrectAnswer(question, mark.correctAnswer, t)}
                </p>
              )}
              {mark.feedback.trim() && (
                <p className="whitespace-pre-line wrap-anywhere rounded-md bg-muted px-3 py-2 text-sm">
                  {mark.feedback}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
