import type { SubmittedResponse } from "@formloom/shared";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Column, ResponsiveTable } from "@/components/ui/responsive-table";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format-date-time";
import { PagedList } from "./paged-list";
import { ScoreText } from "./score-text";
import { TabMessage } from "./tab-message";

/** What both hub tabs show of a response: its form, its score and when it came. */
type HubRow = SubmittedResponse;

export type HubTabProps = { page: number; onPageChange: (page: number) => void };

type HubListProps<Row extends HubRow> = HubTabProps & {
  query: UseQueryResult<{ responses: Row[]; total: number }>;
  limit: number;
  label: string;
  pagerLabel: string;
  getFormLink: (response: Row) => string;
  /** Who answered, on a tab that shows it: a column after Form, a line under the card's title. */
  respondent?: { column: Column<Row>; renderCardLine: (response: Row) => ReactNode };
  emptyState: ReactNode;
};

const linkClass = "font-medium text-primary underline-offset-4 wrap-anywhere hover:underline";

const SCORE_COLUMN: Column<HubRow> = {
  header: "Score",
  cell: (response) => <ScoreText score={response.score} />,
};

const SUBMITTED_COLUMN: Column<HubRow> = {
  header: "Submitted",
  className: "whitespace-nowrap text-muted-foreground",
  cell: (response) => <SubmittedAt response={response} />,
};

function SubmittedAt({ response }: { response: HubRow }) {
  return <time dateTime={response.createdAt}>{formatDateTime(response.createdAt)}</time>;
}

/** A hub tab: loading, failed and empty states, then a page of responses with a pager. */
export function HubList<Row extends HubRow>({
  query,
  page,
  limit,
  onPageChange,
  label,
  pagerLabel,
  getFormLink,
  respondent,
  emptyState,
}: HubListProps<Row>) {
  if (query.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (query.isError && !query.data) {
    return (
      <TabMessage onRetry={() => query.refetch()}>
        {getErrorMessage(query.error, "Error while fetching Response")}
      </TabMessage>
    );
  }
  const { responses, total } = query.data;
  if (total === 0) return emptyState;

  const formLink = (response: Row) => (
    <Link to={getFormLink(response)} className={linkClass}>
      {response.formTitle}
    </Link>
  );
  const formColumn: Column<Row> = { header: "Form", className: "min-w-40", cell: formLink };
  const columns = respondent
    ? [formColumn, respondent.column, SCORE_COLUMN, SUBMITTED_COLUMN]
    : [formColumn, SCORE_COLUMN, SUBMITTED_COLUMN];

  return (
    <PagedList
      pagerLabel={pagerLabel}
      page={page}
      total={total}
      limit={limit}
      onPageChange={onPageChange}
    >
      <ResponsiveTable
        label={label}
        rows={responses}
        getRowKey={(response) => response._id}
        columns={columns}
        renderCard={(response) => (
          <>
            {formLink(response)}
            {respondent?.renderCardLine(response)}
            <p className="flex justify-between gap-3 text-muted-foreground text-xs">
              <SubmittedAt response={response} />
              <ScoreText score={response.score} />
            </p>
          </>
        )}
        cardClassName="gap-1"
        isBusy={query.isPlaceholderData}
      />
    </PagedList>
  );
}
