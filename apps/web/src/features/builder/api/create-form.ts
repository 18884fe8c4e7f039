import type { Form, FormDraft } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { FORMS_QUERY_KEY } from "./get-form";

export function createForm(body: FormDraft) {
  return apiClient.post<Form>("/forms", body);
}

export function useCreateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORMS_QUERY_KEY }),
  });
}
