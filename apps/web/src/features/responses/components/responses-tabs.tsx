import type { ResponsesFilter, ResponsesSummary } from "@formloom/shared";
import { ChartBar, Filter, Hourglass, ListChecks, Rows3 } from "lucide-react";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { getErrorMessage } from "@/lib/api-client";
import { useAppText } from "@/lib/i18n/use-app-text";
import { formAccess } from "@/lib/workspace/form-access";
import { useFormResponses } from "../api/get-form-responses";
import { type ResponsesTab, useResponsesParams } from "../hooks/use-responses-params";
import { AnsweredInLanguages } from "./answered-in-languages";
import { AttemptsTable } from "./attempts-table";
import { FunnelTab } from "./funnel-tab";
import { IndividualResponses } from "./individual-responses";
import { QuestionSummaryTable } from "./question-summary-table";
import { TabMessage } from "./tab-message";
import { UnfinishedTab } from "./unfinished-tab";
import { VariableSummaryTable } from "./variable-summary-table";

const PAGE_SIZE = 10;

/** Individual Responses, Summary and Attempts (SPEC §2); the open tab is kept in the address. */
export function ResponsesTabs({
  summary,
  filter,
  noResponses,
}: {
  summary: ResponsesSummary;
  filter: ResponsesFilter;
  /** Shown in the Individual tab instead of the list while the form has no responses. */
  noResponses?: ReactNode;
}) {
  const t = useAppText();
  const { tab, page, setTab, setPage } = useResponsesParams();
  const keepsUnfinished = summary.form.settings.keepUnfinished;
  const list = useFormResponses(
    { formId: summary.form._id, version: summary.version, page, limit: PAGE_SIZE, filter },
    { enabled: tab === "individual" || tab === "attempts" },
  );
  const onPageChange = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };
  const listProps = {
    responses: list.data?.responses,
    total: list.data?.total ?? 0,
    page,
    limit: PAGE_SIZE,
    isRefreshing: list.isPlaceholderData,
    onPageChange,
  };
  const listError = list.isError && !list.data && (
    <TabMessage onRetry={() => list.refetch()}>
      {getErrorMessage(list.error, t("responses.page.fetchFailed"))}
    </TabMessage>
  );

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setTab(value as ResponsesTab)}
      className="min-w-0 gap-4"
    >
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList className="h-10">
          <TabsTrigger value="individual" className="px-2 sm:px-3">
            <Rows3 aria-hidden="true" className="hidden sm:block" />
            {t("responses.tabs.individual")}
          </TabsTrigger>
          <TabsTrigger value="summary" className="px-2 sm:px-3">
            <ChartBar aria-hidden="true" className="hidden sm:block" />
            {t("responses.tabs.summary")}
          </TabsTrigger>
          <TabsTrigger value="attempts" className="px-2 sm:px-3">
            <ListChecks aria-hidden="true" className="hidden sm:block" />
            {t("responses.tabs.attempts")}
          </TabsTrigger>
          <TabsTrigger value="funnel" className="px-2 sm:px-3">
            <Filter aria-hidden="true" className="hidden sm:block" />
            {t("responses.tabs.funnel")}
          </TabsTrigger>
          {keepsUnfinished && (
            <TabsTrigger value="unfinished" className="px-2 sm:px-3">
              <Hourglass aria-hidden="true" className="hidden sm:block" />
              {t("responses.tabs.unfinished")}
            </TabsTrigger>
          )}
        </TabsList>
      </div>
      <TabsContent value="individual">
        {noResponses || listError || (
          <IndividualResponses
            {...listProps}
            formId={summary.form._id}
            questions={summary.form.questions}
            hiddenFields={summary.form.hiddenFields}
            canDelete={formAccess(summary.form.role).canManageResponses}
          />
        )}
      </TabsContent>
      <TabsContent value="summary">
        <AnsweredInLanguages languages={summary.languages} />
        <QuestionSummaryTable
          questions={summary.questions}
          formQuestions={summary.form.questions}
        />
        <VariableSummaryTable variables={summary.variables} />
      </TabsContent>
      <TabsContent value="attempts">{listError || <AttemptsTable {...listProps} />}</TabsContent>
      <TabsContent value="funnel">
        <FunnelTab
          formId={summary.form._id}
          version={summary.version}
          from={filter.from}
          to={filter.to}
          isOpen={tab === "funnel"}
        />
      </TabsContent>
      {keepsUnfinished && (
        <TabsContent value="unfinished">
          <UnfinishedTab
            form={summary.form}
            canDelete={formAccess(summary.form.role).canManageResponses}
            isOpen={tab === "unfinished"}
          />
        </TabsContent>
      )}
    </Tabs>
  );
}
