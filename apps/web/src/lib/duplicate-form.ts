import type { Form } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "./api-client";

// Shared by the dashboard card and the builder, which both offer "Duplicate".

/** Every list and form query lives under this key (the dashboard's and the builder's). */
const FORMS_QUERY_KEY = ["forms"] as const;

export async function duplicateForm(formId: string): Promise<Form> {
  const { data } = await apiClient.post<Form>(`/forms/${formId}/duplicate`);
  return data;
}

export function useDuplicateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORMS_QUERY_KEY }),
  });
}
