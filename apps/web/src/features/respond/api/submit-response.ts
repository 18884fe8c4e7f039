import type { Answer, SubmissionResult } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

type SubmitResponseInput = { formId: string; answers: Answer[] };

/** The stored response; `result` only for a quiz that shows its score at once. */
export type SubmitResponseReply = { _id: string; result?: SubmissionResult | null };

/** Identity comes from the bearer token on the server; a guest sends none. */
export function submitResponse({ formId, answers }: SubmitResponseInput) {
  return apiClient.post<SubmitResponseReply>(`/responses/${formId}`, { answers });
}

export function useSubmitResponse() {
  return useMutation({ mutationFn: submitResponse });
}
