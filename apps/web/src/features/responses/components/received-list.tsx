import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { Pager } from "@/components/ui/pager";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { getErrorMessage } from "@/lib/api-client";
import { useReceivedResponses } from "../api/get-received-responses";
import { formatDateTime } from "../utils/format-date-time";
import { getTotalPages } from "../utils/response-number";
import { HubEmptyState } from "./hub-empty-state";
import { ScoreText } from "./score-text";
import { TabMessage } from "./tab-message";

const PAGE_SIZE = 10;

type HubListProps = { page: number; onPageChange: (page: number) => void };

/** The latest responses across the user's forms, each leading to its form's responses. */
export function ReceivedList({ page, onPageChange }: HubListProps) {
  const received = useReceivedResponses({ page, limit: PAGE_SIZE });
  if (received.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (received.isError && !received.data) {
    return (
      <TabMessage onRetry={() => received.refetch()}>
        {getErrorMessage(received.error, "Error while fetching Response")}
      </TabMessage>
    );
  }
  const { responses, total } = received.data;
  if (total === 0) {
    return (
      <HubEmptyState
        icon={<Inbox aria-hidden="true" className="size-6" />}
        title="No responses received yet"
        text="Share a form and the responses it collects will show up here."
        action={{ to: "/dashboard", label: "Go to your forms" }}
      />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      <ul aria-label="Received responses" className="grid grid-cols-1 gap-3 sm:hidden">
        {responses.map((response) => (
          <li
            key={response._id}
            className="grid grid-cols-1 gap-1 rounded-xl border bg-card p-4 shadow-soft"
          >
            <Link
              to={`/forms/${response.formId}/responses`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {response.formTitle}
            </Link>
            <p className="truncate text-sm">
              {response.respondentName}{" "}
              <span className="text-muted-foreground">{response.respondentEmail}</span>
            </p>
            <p className="flex justify-between gap-3 text-muted-foreground text-xs">
              <time dateTime={response.createdAt}>{formatDateTime(response.createdAt)}</time>
              <ScoreText score={response.score} />
            </p>
          </li>
        ))}
      </ul>
      <Table
        label="Received responses"
        aria-busy={received.isPlaceholderData || undefined}
        containerClassName="hidden sm:block"
      >
        <TableHeader>
          <TableRow>
            <TableHead>Form</TableHead>
            <TableHead>Respondent</TableHead>
            <TableHead>Score</TableHead>
            <TableHead>Submitted</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {responses.map((response) => (
            <TableRow key={response._id}>
              <TableCell className="min-w-40">
                <Link
                  to={`/forms/${response.formId}/responses`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {response.formTitle}
                </Link>
              </TableCell>
              <TableCell className="min-w-48">
                <p>{response.respondentName}</p>
                <p className="text-muted-foreground text-xs">{response.respondentEmail}</p>
              </TableCell>
              <TableCell>
                <ScoreText score={response.score} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                <time dateTime={response.createdAt}>{formatDateTime(response.createdAt)}</time>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager
        label="Received pages"
        page={page}
        totalPages={getTotalPages(total, PAGE_SIZE)}
        onPageChange={onPageChange}
      />
    </div>
  );
}
