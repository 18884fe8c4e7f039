import type { Form } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { FORMS_QUERY_KEY } from "./get-forms";

type MoveFormInput = { formId: string; workspaceId: string };

/** POST /api/forms/:id/move: the form, its responses and links go to another workspace. */
export async function moveForm({ formId, workspaceId }: MoveFormInput): Promise<Form> {
  const { data } = await apiClient.post<Form>(`/forms/${formId}/move`, { workspaceId });
  return data;
}

export function useMoveForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveForm,
    // The form leaves this workspace's lists and joins the other's.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORMS_QUERY_KEY }),
  });
}
