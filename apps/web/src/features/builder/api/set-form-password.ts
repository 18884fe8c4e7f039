import type { Form } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { getFormQueryKey } from "./get-form";

type SetFormPasswordInput = { formId: string; password: string | null };

/** PUT /api/forms/{id}/password: a new password, or null to remove it. Saved at once. */
export function setFormPassword({ formId, password }: SetFormPasswordInput) {
  return apiClient.put<{ _id: string; hasPassword: boolean }>(`/forms/${formId}/password`, {
    password,
  });
}

export function useSetFormPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFormPassword,
    onSuccess: ({ data }) =>
      queryClient.setQueryData<Form>(
        getFormQueryKey(data._id),
        (form) => form && { ...form, hasPassword: data.hasPassword },
      ),
  });
}
