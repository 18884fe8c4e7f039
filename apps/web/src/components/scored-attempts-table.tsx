import type { QuizResult } from "@formloom/shared";
import type { ComponentProps, ReactNode } from "react";
import { ProgressBar } from "@/components/ui/progress-bar";
import { type Column, ResponsiveTable } from "@/components/ui/responsive-table";
import { formatDateTime } from "@/lib/format-date-time";
import { type AppText, useAppText } from "@/lib/i18n/use-app-text";

type Tone = NonNullable<ComponentProps<typeof ProgressBar>["tone"]>;

const RESULT_TONE: Record<QuizResult, Tone> = {
  Excellent: "success",
  Good: "primary",
  Satisfactory: "primary",
  "Needs Improvement": "warning",
  Failed: "destructive",
};

export type AttemptScore<Result extends QuizResult> = {
  submittedAt: string;
  /** The three are null together while a quiz that releases scores later has not. */
  correct: number | null;
  total: number | null;
  percentage: number | null;
  /** Null when the form has no correct answers to score against. */
  result: Result | null;
};

type ScoredAttemptsTableProps<Row, Result extends QuizResult> = {
  label: string;
  attempts: readonly Row[];
  getKey: (attempt: Row) => string;
  getScore: (attempt: Row) => AttemptScore<Result>;
  /** The columns before Date: which attempt it is, or who made it. */
  leadingColumns: readonly Column<Row>[];
  /** The card's top left: the same, and when. */
  renderCardHeading: (attempt: Row, index: number) => ReactNode;
  renderBadge: (result: Result) => ReactNode;
  isBusy?: boolean;
};

const toneOf = (result: QuizResult | null) => (result ? RESULT_TONE[result] : "primary");

function NotReleased() {
  const t = useAppText();
  return <span className="text-muted-foreground">{t("scores.attempts.notReleased")}</span>;
}

/** Date, score, percentage bar and result, the columns after who or which attempt. */
function getScoreColumns<Row, Result extends QuizResult>(
  t: AppText,
  getScore: (attempt: Row) => AttemptScore<Result>,
  renderBadge: (result: Result) => ReactNode,
): Column<Row>[] {
  return [
    {
      header: t("scores.attempts.date"),
      className: "whitespace-nowrap text-muted-foreground",
      cell: (attempt) => {
        const { submittedAt } = getScore(attempt);
        return <time dateTime={submittedAt}>{formatDateTime(submittedAt)}</time>;
      },
    },
    {
      header: t("scores.attempts.score"),
      className: "tabular-nums",
      cell: (attempt) => {
        const { correct, total } = getScore(attempt);
        if (correct === null || total === null) return <NotReleased />;
        return (
          <>
            {correct}/{total}
          </>
        );
      },
    },
    {
      header: t("scores.attempts.percentage"),
      headerClassName: "min-w-40",
      cell: (attempt) => {
        const { percentage, result } = getScore(attempt);
        if (percentage === null) {
          return <span className="sr-only">{t("scores.attempts.notReleased")}</span>;
        }
        return (
          <div className="flex items-center gap-2">
            <ProgressBar value={percentage} tone={toneOf(result)} className="w-24" />
            <span className="w-10 text-end tabular-nums">{percentage}%</span>
          </div>
        );
      },
    },
    {
      header: t("scores.attempts.result"),
      cell: (attempt) => {
        const { result, percentage } = getScore(attempt);
        if (result) return renderBadge(result);
        if (percentage === null) {
          return <span className="sr-only">{t("scores.attempts.notReleased")}</span>;
        }
        return <span className="text-muted-foreground">{t("scores.attempts.notScored")}</span>;
      },
    },
  ];
}

type AttemptCardProps<Result extends QuizResult> = {
  heading: ReactNode;
  score: AttemptScore<Result>;
  renderBadge: (result: Result) => ReactNode;
};

/** One attempt as a card on phones: heading and badge, then score and percentage bar. */
function AttemptCard<Result extends QuizResult>({
  heading,
  score,
  renderBadge,
}: AttemptCardProps<Result>) {
  const { correct, total, percentage, result } = score;
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        {heading}
        {result && renderBadge(result)}
      </div>
      {percentage === null || correct === null ? (
        <p className="text-sm">
          <NotReleased />
        </p>
      ) : (
        <div className="flex items-center gap-3 text-sm tabular-nums">
          <span>
            {correct}/{total}
          </span>
          <ProgressBar value={percentage} tone={toneOf(result)} />
          <span className="w-10 shrink-0 text-end">{percentage}%</span>
        </div>
      )}
    </>
  );
}

/** Attempts with their date, score, percentage bar and result, as cards on phones. */
export function ScoredAttemptsTable<Row, Result extends QuizResult>({
  label,
  attempts,
  getKey,
  getScore,
  leadingColumns,
  renderCardHeading,
  renderBadge,
  isBusy,
}: ScoredAttemptsTableProps<Row, Result>) {
  const t = useAppText();
  const renderCard = (attempt: Row, index: number) => (
    <AttemptCard
      heading={renderCardHeading(attempt, index)}
      score={getScore(attempt)}
      renderBadge={renderBadge}
    />
  );

  return (
    <ResponsiveTable
      label={label}
      rows={attempts}
      getRowKey={getKey}
      columns={[...leadingColumns, ...getScoreColumns(t, getScore, renderBadge)]}
      renderCard={renderCard}
      isBusy={isBusy}
    />
  );
}
