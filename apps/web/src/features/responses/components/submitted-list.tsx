import { Send } from "lucide-react";
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
import { useSubmittedResponses } from "../api/get-submitted-responses";
import { formatDateTime } from "../utils/format-date-time";
import { getTotalPages } from "../utils/response-number";
import { HubEmptyState } from "./hub-empty-state";
import { ScoreText } from "./score-text";
import { TabMessage } from "./tab-message";

const PAGE_SIZE = 10;

type HubListProps = { page: number; onPageChange: (page: number) => void };

/** The forms the user answered while signed in, each leading to their quiz results. */
export function SubmittedList({ page, onPageChange }: HubListProps) {
  const submitted = useSubmittedResponses({ page, limit: PAGE_SIZE });
  if (submitted.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (submitted.isError && !submitted.data) {
    return (
      <TabMessage onRetry={() => submitted.refetch()}>
        {getErrorMessage(submitted.error, "Error while fetching Response")}
      </TabMessage>
    );
  }
  const { responses, total } = submitted.data;
  if (total === 0) {
    return (
      <HubEmptyState
        icon={<Send aria-hidden="true" className="size-6" />}
        title="Nothing submitted yet"
        text="Forms and quizzes you answer while signed in show up here, with your scores."
      />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      <ul aria-label="Submitted responses" className="grid grid-cols-1 gap-3 sm:hidden">
        {responses.map((response) => (
          <li
            key={response._id}
            className="grid grid-cols-1 gap-1 rounded-xl border bg-card p-4 shadow-soft"
          >
            <Link
              to={`/quizzes/${response.formId}/results`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {response.formTitle}
            </Link>
            <p className="flex justify-between gap-3 text-muted-foreground text-xs">
              <time dateTime={response.createdAt}>{formatDateTime(response.createdAt)}</time>
              <ScoreText score={response.score} />
            </p>
          </li>
        ))}
      </ul>
      <Table
        label="Submitted responses"
        aria-busy={submitted.isPlaceholderData || undefined}
        containerClassName="hidden sm:block"
      >
        <TableHeader>
          <TableRow>
            <TableHead>Form</TableHead>
            <TableHead>Score</TableHead>
            <TableHead>Submitted</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {responses.map((response) => (
            <TableRow key={response._id}>
              <TableCell className="min-w-40">
                <Link
                  to={`/quizzes/${response.formId}/results`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {response.formTitle}
                </Link>
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
        label="Submitted pages"
        page={page}
        totalPages={getTotalPages(total, PAGE_SIZE)}
        onPageChange={onPageChange}
      />
    </div>
  );
}
