import type { Answer } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

type SubmitResponseInput = { formId: string; answers: Answer[] };

/** Identity comes from the bearer token on the server; a guest sends none. */
export function submitResponse({ formId, answers }: SubmitResponseInput) {
  return apiClient.post<{ _id: string }>(`/responses/${formId}`, { answers });
}

export function useSubmitResponse() {
  return useMutation({ mutationFn: submitResponse });
}
