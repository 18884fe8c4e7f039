import { type ResponsesFilter, type ResponsesSummary, toOwnerText } from "@formloom/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { formResponsesKey } from "./responses-query-keys";

type SummaryQuery = { formId: string; version?: number; filter?: ResponsesFilter };

/**
 * GET /api/responses/form/{id}?version&filters: the analytics of one version (the latest by
 * default), of the responses the filter keeps.
 */
export async function getResponsesSummary(
  { formId, version, filter }: SummaryQuery,
  signal?: AbortSignal,
): Promise<ResponsesSummary> {
  const { data } = await apiClient.get<ResponsesSummary>(`/responses/form/${formId}`, {
    query: { version, ...filter },
    signal,
  });
  return withOwnerTexts(data);
}

/** The owner reads a piped answer in a question's text or option as "@<question>" on every view. */
function withOwnerTexts(summary: ResponsesSummary): ResponsesSummary {
  const { questions } = summary.form;
  const ownerOption = (option: string) => toOwnerText(option, questions);
  return {
    ...summary,
    questions: summary.questions.map((question) => ({
      ...question,
      options: question.options.map((option) => ({
        ...option,
        option: ownerOption(option.option),
      })),
      ranking: question.ranking?.map((item) => ({ ...item, option: ownerOption(item.option) })),
    })),
    form: {
      ...summary.form,
      questions: questions.map((question) => ({
        ...question,
        questionText: toOwnerText(question.questionText, questions),
        description: toOwnerText(question.description, questions),
      })),
    },
  };
}

export const getResponsesSummaryQueryOptions = (query: SummaryQuery) =>
  queryOptions({
    queryKey: [
      ...formResponsesKey(query.formId),
      "summary",
      query.version ?? "latest",
      query.filter ?? {},
    ],
    queryFn: ({ signal }) => getResponsesSummary(query, signal),
    placeholderData: keepPreviousData,
  });

export function useResponsesSummary(query: SummaryQuery) {
  return useQuery(getResponsesSummaryQueryOptions(query));
}
