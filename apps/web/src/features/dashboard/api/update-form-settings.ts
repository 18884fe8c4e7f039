import type { FormSettings } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { FORM_LISTS_QUERY_KEY, FORMS_QUERY_KEY, type FormsPage } from "./get-forms";

type UpdateAcceptingInput = { formId: string; acceptingResponses: boolean };

/** PUT /api/forms/{id}/settings with only the switch's field: the other settings stay. */
export function updateAcceptingResponses({ formId, acceptingResponses }: UpdateAcceptingInput) {
  return apiClient.put<{ _id: string; settings: FormSettings }>(`/forms/${formId}/settings`, {
    acceptingResponses,
  });
}

function withAccepting(page: FormsPage | undefined, formId: string, acceptingResponses: boolean) {
  if (!page) return page;
  return {
    ...page,
    forms: page.forms.map((form) => (form._id === formId ? { ...form, acceptingResponses } : form)),
  };
}

/**
 * The card shows the new state at once; a refused change puts every list back as it was. The
 * builder's copy of the form is refreshed too, so its next save does not undo the switch.
 */
export function useUpdateAcceptingResponses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAcceptingResponses,
    onMutate: async ({ formId, acceptingResponses }) => {
      await queryClient.cancelQueries({ queryKey: FORM_LISTS_QUERY_KEY });
      const before = queryClient.getQueriesData<FormsPage>({ queryKey: FORM_LISTS_QUERY_KEY });
      queryClient.setQueriesData<FormsPage>({ queryKey: FORM_LISTS_QUERY_KEY }, (page) =>
        withAccepting(page, formId, acceptingResponses),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, page] of context?.before ?? []) {
        queryClient.setQueryData(queryKey, page);
      }
    },
    // Not awaited: the toast of a refused change need not wait for the lists to reload.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: FORMS_QUERY_KEY });
    },
  });
}
