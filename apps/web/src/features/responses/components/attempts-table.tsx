import { type FormResponse, responseResult } from "@formloom/shared";
import { Pager } from "@/components/ui/pager";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatDateTime } from "../utils/format-date-time";
import { getTotalPages } from "../utils/response-number";
import { ResultBadge } from "./result-badge";

type AttemptsTableProps = {
  responses: readonly FormResponse[] | undefined;
  total: number;
  page: number;
  limit: number;
  isRefreshing: boolean;
  onPageChange: (page: number) => void;
};

const TONE = {
  Excellent: "success",
  "Needs Improvement": "warning",
  Failed: "destructive",
} as const;

function AttemptCards({ responses }: { responses: readonly FormResponse[] }) {
  return (
    <ul aria-label="Attempts" className="grid grid-cols-1 gap-3 sm:hidden">
      {responses.map(({ _id, respondentName, respondentEmail, createdAt, score }) => {
        const result = responseResult(score.percentage);
        return (
          <li
            key={_id}
            className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 shadow-soft"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-medium">{respondentName.trim() || "-"}</p>
                <p className="truncate text-muted-foreground text-sm">{respondentEmail || "-"}</p>
                <time dateTime={createdAt} className="text-muted-foreground text-xs">
                  {formatDateTime(createdAt)}
                </time>
              </div>
              {score.total > 0 && <ResultBadge result={result} />}
            </div>
            <div className="flex items-center gap-3 text-sm tabular-nums">
              <span>
                {score.correct}/{score.total}
              </span>
              <ProgressBar
                value={score.percentage}
                tone={score.total > 0 ? TONE[result] : "primary"}
              />
              <span className="w-10 shrink-0 text-right">{score.percentage}%</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Every response as an attempt: who, when, the score and its result (SPEC §2, §4). */
export function AttemptsTable({
  responses,
  total,
  page,
  limit,
  isRefreshing,
  onPageChange,
}: AttemptsTableProps) {
  if (!responses) return <Skeleton className="h-64 w-full rounded-xl" />;
  return (
    <div className="grid grid-cols-1 gap-4">
      <AttemptCards responses={responses} />
      <Table
        label="Attempts"
        aria-busy={isRefreshing || undefined}
        containerClassName="hidden sm:block"
      >
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Date</TableHead>
            <TableHead>Score</TableHead>
            <TableHead className="min-w-40">Percentage</TableHead>
            <TableHead>Result</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {responses.map(({ _id, respondentName, respondentEmail, createdAt, score }) => {
            const isScored = score.total > 0;
            const result = responseResult(score.percentage);
            return (
              <TableRow key={_id}>
                <TableCell className="font-medium">{respondentName.trim() || "-"}</TableCell>
                <TableCell className="text-muted-foreground">{respondentEmail || "-"}</TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground">
                  <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
                </TableCell>
                <TableCell className="tabular-nums">
                  {score.correct}/{score.total}
                </TableCell>
                <TableCell>
                  <div className="flex items-center gap-2">
                    <ProgressBar
                      value={score.percentage}
                      tone={isScored ? TONE[result] : "primary"}
                      className="w-24"
                    />
                    <span className="w-10 text-right tabular-nums">{score.percentage}%</span>
                  </div>
                </TableCell>
                <TableCell>
                  {isScored ? (
                    <ResultBadge result={result} />
                  ) : (
                    <span className="text-muted-foreground">Not scored</span>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Pager
        label="Attempts pages"
        page={page}
        totalPages={getTotalPages(total, limit)}
        onPageChange={onPageChange}
      />
    </div>
  );
}
