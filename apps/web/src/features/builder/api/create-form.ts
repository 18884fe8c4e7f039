import type { Form, FormDraft } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { apiClient } from "@/lib/api-client";
import { WORKSPACE_PARAM } from "@/lib/workspace/current-workspace";
import { FORMS_QUERY_KEY } from "./get-form";

/** A new form in the workspace (the personal one when undefined). */
export function createForm(body: FormDraft, workspace: string | undefined) {
  return apiClient.post<Form>("/forms", body, { query: { workspace } });
}

/** The new form goes to the workspace the address names (`/forms/new?workspace=<id>`). */
export function useCreateForm() {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const workspace = params.get(WORKSPACE_PARAM) ?? undefined;
  return useMutation({
    mutationFn: (body: FormDraft) => createForm(body, workspace),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORMS_QUERY_KEY }),
  });
}
