import { ProgressBar } from "@/components/ui/progress-bar";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { RatedAttempt } from "../utils/summarize-attempts";
import { QuizResultBadge } from "./quiz-result-badge";

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

const TONE = {
  Excellent: "success",
  Good: "primary",
  Satisfactory: "primary",
  "Needs Improvement": "warning",
  Failed: "destructive",
} as const;

const formatDate = (iso: string) => DATE_TIME.format(new Date(iso));

/** Phones get one card per attempt instead of a table too wide to read. */
function AttemptCards({ attempts }: { attempts: readonly RatedAttempt[] }) {
  return (
    <ul aria-label="Your attempts" className="grid grid-cols-1 gap-3 sm:hidden">
      {attempts.map((attempt, index) => (
        <li
          key={attempt.id}
          className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 shadow-soft"
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-medium">Attempt #{attempts.length - index}</p>
              <time dateTime={attempt.submittedAt} className="text-muted-foreground text-sm">
                {formatDate(attempt.submittedAt)}
              </time>
            </div>
            <QuizResultBadge result={attempt.result} />
          </div>
          <div className="flex items-center gap-3 text-sm tabular-nums">
            <span>
              {attempt.score}/{attempt.maxScore}
            </span>
            <ProgressBar value={attempt.percentage} tone={TONE[attempt.result]} />
            <span className="w-10 shrink-0 text-right">{attempt.percentage}%</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The user's attempts, newest first; the first column counts them from the first attempt. */
export function QuizAttemptsTable({ attempts }: { attempts: readonly RatedAttempt[] }) {
  return (
    <>
      <AttemptCards attempts={attempts} />
      <Table label="Your attempts" containerClassName="hidden sm:block">
        <TableHeader>
          <TableRow>
            <TableHead>Attempt</TableHead>
            <TableHead>Date</TableHead>
            <TableHead>Score</TableHead>
            <TableHead className="min-w-40">Percentage</TableHead>
            <TableHead>Result</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {attempts.map((attempt, index) => (
            <TableRow key={attempt.id}>
              <TableCell className="font-medium tabular-nums">#{attempts.length - index}</TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                <time dateTime={attempt.submittedAt}>{formatDate(attempt.submittedAt)}</time>
              </TableCell>
              <TableCell className="tabular-nums">
                {attempt.score}/{attempt.maxScore}
              </TableCell>
              <TableCell>
                <div className="flex items-center gap-2">
                  <ProgressBar
                    value={attempt.percentage}
                    tone={TONE[attempt.result]}
                    className="w-24"
                  />
                  <span className="w-10 text-right tabular-nums">{attempt.percentage}%</span>
                </div>
              </TableCell>
              <TableCell>
                <QuizResultBadge result={attempt.result} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
