import type { PartialResponse } from "@formloom/shared/partial-responses";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";
import { formResponsesKey } from "./responses-query-keys";

type UnfinishedQuery = { formId: string; page: number; limit: number };
export type UnfinishedPage = { partials: PartialResponse[]; total: number };

const unfinishedKey = (formId: string) => [...formResponsesKey(formId), "unfinished"];

/** GET /api/forms/{id}/partials: the form's unfinished responses, newest first. */
export async function getUnfinished(
  { formId, page, limit }: UnfinishedQuery,
  signal?: AbortSignal,
): Promise<UnfinishedPage> {
  const { data, total } = await apiClient.get<PartialResponse[], { total: number }>(
    `/forms/${formId}/partials`,
    { query: { page, limit }, signal },
  );
  return { partials: data, total };
}

export function useUnfinished(query: UnfinishedQuery, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...unfinishedKey(query.formId), query.page, query.limit],
    queryFn: ({ signal }) => getUnfinished(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** DELETE /api/forms/{id}/partials[/{partialId}]: one unfinished response, or all of them. */
export function useDeleteUnfinished(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (partialId: string | null) => {
      await apiClient.delete(`/forms/${formId}/partials${partialId ? `/${partialId}` : ""}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unfinishedKey(formId) }),
  });
}

/** GET /api/forms/{id}/partials/export: the unfinished responses as CSV, saved under the server's name. */
export async function downloadUnfinished({ formId, title }: { formId: string; title: string }) {
  const { blob, fileName } = await apiClient.download(`/forms/${formId}/partials/export`);
  saveBlob(blob, fileName ?? `${title}-unfinished.csv`);
}

export function useDownloadUnfinished() {
  return useMutation({ mutationFn: downloadUnfinished });
}
