import type { Form, FormSummary } from "@formloom/shared";
import { useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiClient } from "./api-client";
import { appText } from "./i18n/use-app-text";

// Shared by the dashboard card, the builder's Share menu and the share link's "Make public".

type UpdateFormStatusInput = { formId: string; isPublic: boolean };

/** Every list and form query lives under this key (the dashboard's and the builder's). */
const FORMS_QUERY_KEY = ["forms"] as const;
const UPDATE_STATUS_KEY = [...FORMS_QUERY_KEY, "status"] as const;

export function updateFormStatus({ formId, isPublic }: UpdateFormStatusInput) {
  return apiClient.put<{ _id: string; isPublic: boolean }>(`/forms/${formId}/status`, {
    isPublic,
  });
}

export function useUpdateFormStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: UPDATE_STATUS_KEY,
    mutationFn: updateFormStatus,
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<{ forms: FormSummary[] }>(
        { queryKey: [...FORMS_QUERY_KEY, "list"] },
        (page) =>
          page && {
            ...page,
            forms: page.forms.map((form) =>
              form._id === data._id ? { ...form, isPublic: data.isPublic } : form,
            ),
          },
      );
      queryClient.setQueryData<Form>(
        [...FORMS_QUERY_KEY, "detail", data._id],
        (form) => form && { ...form, isPublic: data.isPublic },
      );
      return queryClient.invalidateQueries({ queryKey: FORMS_QUERY_KEY });
    },
  });
}

/**
 * The visibility a form is being switched to while the change is saved, wherever it was asked
 * for; undefined when no change is under way. What the switch shows and what copying the link
 * says both follow it, so they never disagree.
 */
export function usePendingVisibility(formId: string): boolean | undefined {
  const pending = useMutationState({
    filters: { mutationKey: UPDATE_STATUS_KEY, status: "pending" },
    select: (mutation) => mutation.state.variables as UpdateFormStatusInput | undefined,
  });
  return pending.findLast((change) => change?.formId === formId)?.isPublic;
}

/**
 * Makes a form public or private and says how that went (SPEC §4). The toasts of one form share
 * an id, so the outcome replaces the toast that offered the change, and a success replaces an
 * earlier failure instead of stacking on it.
 */
export function useSetVisibility() {
  const updateStatus = useUpdateFormStatus();
  const setVisibility = (formId: string, isPublic: boolean) => {
    const options = getVisibilityToastOptions(formId);
    updateStatus.mutate(
      { formId, isPublic },
      {
        onSuccess: ({ data }) =>
          toast.success(
            appText(data.isPublic ? "share.visibility.nowPublic" : "share.visibility.nowPrivate"),
            options,
          ),
        onError: () => toast.error(appText("share.visibility.updateFailed"), options),
      },
    );
  };
  return { updateStatus, setVisibility };
}

/**
 * One toast per form for its link and visibility. A toast that replaces another drops what that
 * one offered and gets the usual lifetime back.
 */
export const getVisibilityToastOptions = (formId: string) => ({
  id: `visibility-${formId}`,
  description: undefined,
  action: undefined,
  duration: undefined,
});
