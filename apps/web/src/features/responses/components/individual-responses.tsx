import type { FormResponse, Question } from "@formloom/shared";
import { Pager } from "@/components/ui/pager";
import { Skeleton } from "@/components/ui/skeleton";
import { getTotalPages } from "@/lib/pagination";
import { getResponseNumber } from "../utils/response-number";
import { ResponseCard } from "./response-card";

type IndividualResponsesProps = {
  responses: readonly FormResponse[] | undefined;
  total: number;
  page: number;
  limit: number;
  questions: readonly Question[];
  isRefreshing: boolean;
  onPageChange: (page: number) => void;
};

export function IndividualResponses({
  responses,
  total,
  page,
  limit,
  questions,
  isRefreshing,
  onPageChange,
}: IndividualResponsesProps) {
  if (!responses) {
    return (
      <div className="grid grid-cols-1 gap-4" role="status" aria-label="Loading responses">
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      <ol
        aria-label="Individual responses"
        aria-busy={isRefreshing || undefined}
        className={`grid gap-4 transition-opacity ${isRefreshing ? "opacity-60" : ""}`}
      >
        {responses.map((response, index) => (
          <li key={response._id}>
            <ResponseCard
              response={response}
              number={getResponseNumber(total, page, limit, index)}
              questions={questions}
            />
          </li>
        ))}
      </ol>
      <Pager
        label="Responses pages"
        page={page}
        totalPages={getTotalPages(total, limit)}
        onPageChange={onPageChange}
      />
    </div>
  );
}
