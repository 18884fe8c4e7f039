import type { Form, FormDraft } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { FORMS_QUERY_KEY, getFormQueryKey } from "./get-form";

type UpdateFormInput = { formId: string; body: FormDraft };

export function updateForm({ formId, body }: UpdateFormInput) {
  return apiClient.put<Form>(`/forms/${formId}`, body);
}

export function useUpdateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateForm,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(getFormQueryKey(data._id), data);
      return queryClient.invalidateQueries({ queryKey: FORMS_QUERY_KEY, refetchType: "none" });
    },
  });
}
