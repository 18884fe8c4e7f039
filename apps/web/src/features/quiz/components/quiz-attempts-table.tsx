import { ResultBadge } from "@/components/result-badge";
import { ScoredAttemptsTable } from "@/components/scored-attempts-table";
import { formatDateTime } from "@/lib/format-date-time";
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
  const numberAt = (index: number) => attempts.length - index;
  return (
    <ScoredAttemptsTable
      label="Your attempts"
      attempts={attempts}
      getKey={(attempt) => attempt.id}
      getScore={toScore}
      leadingColumns={[
        {
          header: "Attempt",
          className: "font-medium tabular-nums",
          cell: (_, index) => <>#{numberAt(index)}</>,
        },
      ]}
      renderCardHeading={(attempt, index) => (
        <div>
          <p className="font-medium">Attempt #{numberAt(index)}</p>
          <time dateTime={attempt.submittedAt} className="text-muted-foreground text-sm">
            {formatDateTime(attempt.submittedAt)}
          </time>
        </div>
      )}
      renderBadge={(result) => <ResultBadge result={result} />}
    />
  );
}
