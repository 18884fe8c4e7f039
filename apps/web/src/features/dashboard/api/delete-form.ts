import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import {
  FORMS_QUERY_KEY,
  type FormsPage,
  type FormsQuery,
  getForms,
  getFormsQueryOptions,
} from "./get-forms";

type DeleteFormInput = { formId: string; query: FormsQuery };

/**
 * SPEC §7: the delete is preceded by a read of the next page (same search), so the first form
 * there can take the freed slot on this page at once.
 */
export async function deleteForm({ formId, query }: DeleteFormInput) {
  const nextPage = await getForms({ ...query, page: query.page + 1 });
  await apiClient.delete<null>(`/forms/${formId}`);
  return { pulledIn: nextPage.forms[0] };
}

export function removeFromPage(
  page: FormsPage,
  formId: string,
  pulledIn: FormsPage["forms"][number] | undefined,
): FormsPage {
  const remaining = page.forms.filter((form) => form._id !== formId);
  const canPullIn = pulledIn && !remaining.some((form) => form._id === pulledIn._id);
  return {
    forms: canPullIn ? [...remaining, pulledIn] : remaining,
    total: Math.max(0, page.total - 1),
  };
}

export function useDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteForm,
    onSuccess: ({ pulledIn }, { formId, query }) => {
      const { queryKey } = getFormsQueryOptions(query);
      queryClient.setQueryData<FormsPage>(queryKey, (page) =>
        page ? removeFromPage(page, formId, pulledIn) : page,
      );
      void queryClient.invalidateQueries({ queryKey: FORMS_QUERY_KEY });
    },
  });
}
