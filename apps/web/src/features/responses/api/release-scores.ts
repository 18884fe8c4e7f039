import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { formResponsesKey } from "./responses-query-keys";

/** POST /api/forms/{id}/release-scores: respondents see the scores of what they submitted so far. */
export function releaseScores(formId: string) {
  return apiClient.post<{ _id: string; scoresReleasedAt: string }>(
    `/forms/${formId}/release-scores`,
  );
}

export function useReleaseScores() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseScores,
    onSuccess: (_reply, formId) => {
      void queryClient.invalidateQueries({ queryKey: formResponsesKey(formId) });
    },
  });
}
