import { ResultBadge } from "@/components/result-badge";
import { ScoredAttemptsTable } from "@/components/scored-attempts-table";
import { formatDateTime } from "@/lib/format-date-time";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { RatedAttempt } from "../utils/summarize-attempts";

const toScore = (attempt: RatedAttempt) => ({
  submittedAt: attempt.submittedAt,
  correct: attempt.score,
  total: attempt.maxScore,
  percentage: attempt.percentage,
  result: attempt.result,
});

/** The user's attempts, newest first; they are numbered from the first attempt. */
export function QuizAttemptsTable({ attempts }: { attempts: readonly RatedAttempt[] }) {
  const t = useAppText();
  const numberAt = (index: number) => attempts.length - index;
  return (
    <ScoredAttemptsTable
      label={t("quiz.attempts.label")}
      attempts={attempts}
      getKey={(attempt) => attempt.id}
      getScore={toScore}
      leadingColumns={[
        {
          header: t("quiz.attempts.attempt"),
          className: "font-medium tabular-nums",
          cell: (_, index) => t("quiz.attempts.number", { number: numberAt(index) }),
        },
      ]}
      renderCardHeading={(attempt, index) => (
        <div>
          <p className="font-medium">{t("quiz.attempts.title", { number: numberAt(index) })}</p>
          <time dateTime={attempt.submittedAt} className="text-muted-foreground text-sm">
            {formatDateTime(attempt.submittedAt)}
          </time>
        </div>
      )}
      renderBadge={(result) => <ResultBadge result={result} />}
    />
  );
}
