import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { FORMS_QUERY_KEY, RESPONSES_QUERY_KEY } from "./responses-query-keys";

type DeleteResponsesInput = { formId: string; ids: string[] };

/**
 * DELETE /api/responses/{formId}/{responseId} for one, POST /api/responses/{formId}/delete for
 * several: answers how many were deleted.
 */
export async function deleteResponses({ formId, ids }: DeleteResponsesInput): Promise<number> {
  const [only] = ids;
  const { data } =
    ids.length === 1 && only
      ? await apiClient.delete<{ deleted: number }>(`/responses/${formId}/${only}`)
      : await apiClient.post<{ deleted: number }>(`/responses/${formId}/delete`, { ids });
  return data.deleted;
}

/**
 * Every responses screen (list, summary, attempts, the hub) and the dashboard's counts read
 * again after.
 */
export function useDeleteResponses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResponses,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: RESPONSES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: FORMS_QUERY_KEY }),
      ]),
  });
}
