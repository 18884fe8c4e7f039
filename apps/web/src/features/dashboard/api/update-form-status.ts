import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { FORM_LISTS_QUERY_KEY, FORMS_QUERY_KEY, type FormsPage } from "./get-forms";

type UpdateFormStatusInput = { formId: string; isPublic: boolean };

export function updateFormStatus({ formId, isPublic }: UpdateFormStatusInput) {
  return apiClient.put<{ _id: string; isPublic: boolean }>(`/forms/${formId}/status`, {
    isPublic,
  });
}

export function useUpdateFormStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFormStatus,
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<FormsPage>({ queryKey: FORM_LISTS_QUERY_KEY }, (page) =>
        page
          ? {
              ...page,
              forms: page.forms.map((form) =>
                form._id === data._id ? { ...form, isPublic: data.isPublic } : form,
              ),
            }
          : page,
      );
      return queryClient.invalidateQueries({ queryKey: FORMS_QUERY_KEY });
    },
  });
}
