import type { Form, FormSettings } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { getFormQueryKey } from "./get-form";

type UpdateFormSettingsInput = { formId: string; changes: Partial<FormSettings> };

/** PUT /api/forms/{id}/settings with only the fields that change: the others stay. */
export function updateFormSettings({ formId, changes }: UpdateFormSettingsInput) {
  return apiClient.put<{ _id: string; settings: FormSettings }>(
    `/forms/${formId}/settings`,
    changes,
  );
}

export function useUpdateFormSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFormSettings,
    onSuccess: ({ data }) =>
      queryClient.setQueryData<Form>(
        getFormQueryKey(data._id),
        (form) => form && { ...form, settings: data.settings },
      ),
  });
}
