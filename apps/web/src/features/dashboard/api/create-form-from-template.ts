import type { Form, FormTemplateDto } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { FORMS_QUERY_KEY } from "./get-forms";

/** A template's form saved as it is (POST /api/forms): an ordinary private form of the user. */
export async function createFormFromTemplate(template: FormTemplateDto): Promise<Form> {
  const { data } = await apiClient.post<Form>("/forms", template.form);
  return data;
}

export function useCreateFormFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFormFromTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORMS_QUERY_KEY }),
  });
}
