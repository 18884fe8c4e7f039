import {
  type FormResponse,
  type ResponseResult,
  responseResult,
  toShownRespondentEmail,
} from "@formloom/shared";
import { ResultBadge } from "@/components/result-badge";
import { type AttemptScore, ScoredAttemptsTable } from "@/components/scored-attempts-table";
import type { Column } from "@/components/ui/responsive-table";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format-date-time";
import { type AppText, useAppText } from "@/lib/i18n/use-app-text";
import { PagedList } from "./paged-list";

type AttemptsTableProps = {
  responses: readonly FormResponse[] | undefined;
  total: number;
  page: number;
  limit: number;
  isRefreshing: boolean;
  onPageChange: (page: number) => void;
};

const nameOf = (response: FormResponse) => response.respondentName.trim() || "-";
const emailOf = (response: FormResponse) => toShownRespondentEmail(response.respondentEmail) || "-";

const toScore = ({ createdAt, score }: FormResponse): AttemptScore<ResponseResult> => ({
  submittedAt: createdAt,
  correct: score.correct,
  total: score.total,
  percentage: score.percentage,
  result: score.total > 0 ? responseResult(score.percentage) : null,
});

const respondentColumns = (t: AppText): Column<FormResponse>[] => [
  { header: t("responses.attempts.name"), className: "font-medium", cell: nameOf },
  { header: t("responses.attempts.email"), className: "text-muted-foreground", cell: emailOf },
];

function RespondentHeading({ response }: { response: FormResponse }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium">{nameOf(response)}</p>
      <p className="truncate text-muted-foreground text-sm">{emailOf(response)}</p>
      <time dateTime={response.createdAt} className="text-muted-foreground text-xs">
        {formatDateTime(response.createdAt)}
      </time>
    </div>
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
  const t = useAppText();
  if (!responses) return <Skeleton className="h-64 w-full rounded-xl" />;
  return (
    <PagedList
      pagerLabel={t("responses.attempts.pagerLabel")}
      page={page}
      total={total}
      limit={limit}
      onPageChange={onPageChange}
    >
      <ScoredAttemptsTable
        label={t("responses.attempts.label")}
        attempts={responses}
        getKey={(response) => response._id}
        getScore={toScore}
        leadingColumns={respondentColumns(t)}
        renderCardHeading={(response) => <RespondentHeading response={response} />}
        renderBadge={(result) => <ResultBadge result={result} />}
        isBusy={isRefreshing}
      />
    </PagedList>
  );
}
