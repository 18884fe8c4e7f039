import { toShownRespondentEmail } from "@formloom/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Column, ResponsiveTable } from "@/components/ui/responsive-table";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format-date-time";
import { type AppText, useAppText } from "@/lib/i18n/use-app-text";
import { useCurrentWorkspace } from "@/lib/workspace/current-workspace";
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

const respondentColumn = (t: AppText): Column<HubResponse> => ({
  header: t("responses.hub.respondent"),
  className: "min-w-48",
  cell: (response) => (
    <>
      <p className="wrap-anywhere">{response.respondentName}</p>
      <p className="text-muted-foreground text-xs wrap-anywhere">
        {toShownRespondentEmail(response.respondentEmail ?? "")}
      </p>
    </>
  ),
});

function RespondentLine({ response }: { response: HubResponse }) {
  const email = toShownRespondentEmail(response.respondentEmail ?? "");
  return (
    <p className="truncate text-sm" title={`${response.respondentName} ${email}`.trim()}>
      {response.respondentName} <span className="text-muted-foreground">{email}</span>
    </p>
  );
}

const scoreColumn = (t: AppText): Column<HubResponse> => ({
  header: t("responses.hub.score"),
  cell: (response) => <ScoreText score={response.score} />,
});

const submittedColumn = (t: AppText): Column<HubResponse> => ({
  header: t("responses.hub.submittedAt"),
  className: "whitespace-nowrap text-muted-foreground",
  cell: (response) => <SubmittedAt response={response} />,
});

function SubmittedAt({ response }: { response: HubResponse }) {
  return <time dateTime={response.createdAt}>{formatDateTime(response.createdAt)}</time>;
}

/** A hub tab: loading, failed and empty states, then a page of responses with a pager. */
export function HubList({ tab, page, onPageChange }: HubListProps) {
  const t = useAppText();
  const view = HUB_TAB_VIEWS[tab];
  const { workspaceId } = useCurrentWorkspace();
  const query = useHubResponses({ tab, page, limit: PAGE_SIZE, workspace: workspaceId });
  if (query.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (query.isError && !query.data) {
    return (
      <TabMessage onRetry={() => query.refetch()}>
        {getErrorMessage(query.error, t("responses.page.fetchFailed"))}
      </TabMessage>
    );
  }
  const { responses, total } = query.data;
  if (total === 0) {
    const Icon = view.icon;
    return (
      <HubEmptyState
        icon={<Icon aria-hidden="true" className="size-6" />}
        title={t(view.empty.title)}
        text={t(view.empty.text)}
        action={
          view.empty.action && { to: view.empty.action.to, label: t(view.empty.action.label) }
        }
      />
    );
  }

  const formLink = (response: HubResponse): ReactNode => (
    <Link to={view.getFormLink(response)} className={linkClass}>
      {response.formTitle}
    </Link>
  );
  const formColumn: Column<HubResponse> = {
    header: t("responses.hub.form"),
    className: "min-w-40",
    cell: formLink,
  };
  const columns = view.showsRespondent
    ? [formColumn, respondentColumn(t), scoreColumn(t), submittedColumn(t)]
    : [formColumn, scoreColumn(t), submittedColumn(t)];

  return (
    <PagedList
      pagerLabel={t(view.pagerLabel)}
      page={page}
      total={total}
      limit={PAGE_SIZE}
      onPageChange={onPageChange}
    >
      <ResponsiveTable
        label={t(view.label)}
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
