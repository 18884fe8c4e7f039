import type { Form, FormTemplateDto } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { FORMS_QUERY_KEY } from "./get-forms";

/**
 * A template's form saved as it is (POST /api/forms): an ordinary private form in the workspace
 * (the personal one when undefined).
 */
export async function createFormFromTemplate(
  template: FormTemplateDto,
  workspace: string | undefined,
): Promise<Form> {
  const { data } = await apiClient.post<Form>("/forms", template.form, { query: { workspace } });
  return data;
}

export function useCreateFormFromTemplate(workspace: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: FormTemplateDto) => createFormFromTemplate(template, workspace),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORMS_QUERY_KEY }),
  });
}
