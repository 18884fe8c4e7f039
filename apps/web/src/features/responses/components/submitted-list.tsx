import { Send } from "lucide-react";
import { useSubmittedResponses } from "../api/get-submitted-responses";
import { HubEmptyState } from "./hub-empty-state";
import { HubList, type HubTabProps } from "./hub-list";

const PAGE_SIZE = 10;

/** The forms the user answered while signed in, each leading to their quiz results. */
export function SubmittedList(props: HubTabProps) {
  const submitted = useSubmittedResponses({ page: props.page, limit: PAGE_SIZE });
  return (
    <HubList
      {...props}
      query={submitted}
      limit={PAGE_SIZE}
      label="Submitted responses"
      pagerLabel="Submitted pages"
      getFormLink={(response) => `/quizzes/${response.formId}/results`}
      emptyState={
        <HubEmptyState
          icon={<Send aria-hidden="true" className="size-6" />}
          title="Nothing submitted yet"
          text="Forms and quizzes you answer while signed in show up here, with your scores."
        />
      }
    />
  );
}
