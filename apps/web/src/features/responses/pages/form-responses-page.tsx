import { offeredLanguagesOf } from "@formloom/shared";
import { useEffect } from "react";
import { useParams } from "react-router";
import { toast } from "sonner";
import { FormNotFound } from "@/components/form-not-found";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorMessage, hasErrorCode, MALFORMED_ADDRESS_CODES } from "@/lib/api-client";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { useResponsesSummary } from "../api/get-responses-summary";
import { ResponsesEmptyState } from "../components/responses-empty-state";
import { ResponsesFilterBar } from "../components/responses-filter-bar";
import { ResponsesHeader } from "../components/responses-header";
import { ResponsesTabs } from "../components/responses-tabs";
import { ScoreCards } from "../components/score-cards";
import { TabMessage } from "../components/tab-message";
import { useResponsesParams } from "../hooks/use-responses-params";

function ResponsesSkeleton() {
  const t = useAppText();
  return (
    <div
      role="status"
      aria-label={t("responses.individual.loading")}
      className="grid grid-cols-1 gap-6"
    >
      <Skeleton className="h-16 w-2/3" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((item) => (
          <Skeleton key={item} className="h-24 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

/** A form's responses: version, export, score cards and the three tabs (SPEC §2). */
export function FormResponsesPage() {
  const t = useAppText();
  const { formId = "" } = useParams();
  const { version, setVersion, filter, setFilter } = useResponsesParams();
  const summary = useResponsesSummary({ formId, version, filter });
  const isFiltered = Object.keys(filter).length > 0;
  const isNotFound = hasErrorCode(
    summary.error,
    ...MALFORMED_ADDRESS_CODES,
    "FORM_NOT_FOUND",
    "VERSION_NOT_FOUND",
  );

  useEffect(() => {
    if (summary.isError && !isNotFound) {
      toast.error(getErrorMessage(summary.error, appText("responses.page.fetchFailed")));
    }
  }, [summary.isError, summary.error, isNotFound]);

  if (isNotFound && !summary.data) return <FormNotFound />;

  return (
    <div className="mx-auto grid w-full grid-cols-1 max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {summary.isPending ? (
        <ResponsesSkeleton />
      ) : summary.isError && !summary.data ? (
        <>
          <h1 className="font-semibold text-2xl tracking-tight">{t("responses.header.eyebrow")}</h1>
          <TabMessage onRetry={() => summary.refetch()}>
            {getErrorMessage(summary.error, t("responses.page.fetchFailed"))}
          </TabMessage>
        </>
      ) : (
        <>
          <ResponsesHeader summary={summary.data} filter={filter} onVersionChange={setVersion} />
          {(isFiltered || summary.data.totalResponses > 0) && (
            <ResponsesFilterBar
              key={JSON.stringify(filter)}
              questions={summary.data.form.questions}
              hiddenFields={summary.data.form.hiddenFields}
              languages={offeredLanguagesOf(summary.data.form.settings)}
              filter={filter}
              onApply={setFilter}
            />
          )}
          <ScoreCards summary={summary.data} />
          {summary.data.totalResponses === 0 && isFiltered ? (
            <TabMessage>{t("responses.page.noMatches")}</TabMessage>
          ) : (
            // Without responses the first tab invites sharing; the funnel and the unfinished
            // answers may already have something to show.
            <ResponsesTabs
              summary={summary.data}
              filter={filter}
              noResponses={
                summary.data.totalResponses === 0 && (
                  <ResponsesEmptyState formId={formId} isPublic={summary.data.form.isPublic} />
                )
              }
            />
          )}
        </>
      )}
    </div>
  );
}
