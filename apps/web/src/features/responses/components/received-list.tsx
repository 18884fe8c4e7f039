import type { ReceivedResponse } from "@formloom/shared";
import { Inbox } from "lucide-react";
import { useReceivedResponses } from "../api/get-received-responses";
import { HubEmptyState } from "./hub-empty-state";
import { HubList, type HubTabProps } from "./hub-list";

const PAGE_SIZE = 10;

const RESPONDENT = {
  column: {
    header: "Respondent",
    className: "min-w-48",
    cell: (response: ReceivedResponse) => (
      <>
        <p className="wrap-anywhere">{response.respondentName}</p>
        <p className="text-muted-foreground text-xs wrap-anywhere">{response.respondentEmail}</p>
      </>
    ),
  },
  renderCardLine: (response: ReceivedResponse) => (
    <p
      className="truncate text-sm"
      title={`${response.respondentName} ${response.respondentEmail}`}
    >
      {response.respondentName}{" "}
      <span className="text-muted-foreground">{response.respondentEmail}</span>
    </p>
  ),
};

/** The latest responses across the user's forms, each leading to its form's responses. */
export function ReceivedList(props: HubTabProps) {
  const received = useReceivedResponses({ page: props.page, limit: PAGE_SIZE });
  return (
    <HubList
      {...props}
      query={received}
      limit={PAGE_SIZE}
      label="Received responses"
      pagerLabel="Received pages"
      getFormLink={(response) => `/forms/${response.formId}/responses`}
      respondent={RESPONDENT}
      emptyState={
        <HubEmptyState
          icon={<Inbox aria-hidden="true" className="size-6" />}
          title="No responses received yet"
          text="Share a form and the responses it collects will show up here."
          action={{ to: "/dashboard", label: "Go to your forms" }}
        />
      }
    />
  );
}
