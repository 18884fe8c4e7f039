import { toShownRespondentEmail } from "@formloom/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Column, ResponsiveTable } from "@/components/ui/responsive-table";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format-date-time";
import { type HubResponse, useHubResponses } from "../api/get-hub-responses";
import type { HubTab } from "../hooks/use-hub-params";
import { HubEmptyState } from "./hub-empty-state";
import { HUB_TAB_VIEWS } from "./hub-tab-views";
import { PagedList } from "./paged-list";
import { ScoreText } from "./score-text";
import { TabMessage } from "./tab-message";

const PAGE_SIZE = 10;

type HubListProps = { tab: HubTab; page: number; onPageChange: (page: number) => void };

const linkClass = "font-medium text-primary underline-offset-4 wrap-anywhere hover:underline";

const RESPONDENT_COLUMN: Column<HubResponse> = {
  header: "Respondent",
  className: "min-w-48",
  cell: (response) => (
    <>
      <p className="wrap-anywhere">{response.respondentName}</p>
      <p className="text-muted-foreground text-xs wrap-anywhere">
        {toShownRespondentEmail(response.respondentEmail ?? "")}
      </p>
    </>
  ),
};

function RespondentLine({ response }: { response: HubResponse }) {
  const email = toShownRespondentEmail(response.respondentEmail ?? "");
  return (
    <p className="truncate text-sm" title={`${response.respondentName} ${email}`.trim()}>
      {response.respondentName} <span className="text-muted-foreground">{email}</span>
    </p>
  );
}

const SCORE_COLUMN: Column<HubResponse> = {
  header: "Score",
  cell: (response) => <ScoreText score={response.score} />,
};

const SUBMITTED_COLUMN: Column<HubResponse> = {
  header: "Submitted",
  className: "whitespace-nowrap text-muted-foreground",
  cell: (response) => <SubmittedAt response={response} />,
};

function SubmittedAt({ response }: { response: HubResponse }) {
  return <time dateTime={response.createdAt}>{formatDateTime(response.createdAt)}</time>;
}

/** A hub tab: loading, failed and empty states, then a page of responses with a pager. */
export function HubList({ tab, page, onPageChange }: HubListProps) {
  const view = HUB_TAB_VIEWS[tab];
  const query = useHubResponses({ tab, page, limit: PAGE_SIZE });
  if (query.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (query.isError && !query.data) {
    return (
      <TabMessage onRetry={() => query.refetch()}>
        {getErrorMessage(query.error, "Error while fetching Response")}
      </TabMessage>
    );
  }
  const { responses, total } = query.data;
  if (total === 0) {
    const Icon = view.icon;
    return (
      <HubEmptyState
        icon={<Icon aria-hidden="true" className="size-6" />}
        title={view.empty.title}
        text={view.empty.text}
        action={view.empty.action}
      />
    );
  }

  const formLink = (response: HubResponse): ReactNode => (
    <Link to={view.getFormLink(response)} className={linkClass}>
      {response.formTitle}
    </Link>
  );
  const formColumn: Column<HubResponse> = { header: "Form", className: "min-w-40", cell: formLink };
  const columns = view.showsRespondent
    ? [formColumn, RESPONDENT_COLUMN, SCORE_COLUMN, SUBMITTED_COLUMN]
    : [formColumn, SCORE_COLUMN, SUBMITTED_COLUMN];

  return (
    <PagedList
      pagerLabel={view.pagerLabel}
      page={page}
      total={total}
      limit={PAGE_SIZE}
      onPageChange={onPageChange}
    >
      <ResponsiveTable
        label={view.label}
        rows={responses}
        getRowKey={(response) => response._id}
        columns={columns}
        renderCard={(response) => (
          <>
            {formLink(response)}
            {view.showsRespondent && <RespondentLine response={response} />}
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
