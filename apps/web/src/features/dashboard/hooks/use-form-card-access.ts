import type { FormSummary, Workspace } from "@formloom/shared";
import { useCurrentWorkspace } from "@/lib/workspace/current-workspace";
import { type FormAccess, formAccess, moveTargets } from "@/lib/workspace/form-access";

/**
 * What a card offers: the user's role in the form's workspace (the one the dashboard shows), and
 * where the form may move. Until the workspaces are known the card offers what it always did;
 * the server checks every action anyway.
 */
export function useFormCardAccess(form: Pick<FormSummary, "workspaceId">): {
  access: FormAccess;
  targets: Workspace[];
} {
  const { workspace, workspaces } = useCurrentWorkspace();
  const role =
    workspaces.find((each) => each._id === form.workspaceId)?.role ?? workspace?.role ?? "owner";
  const access = formAccess(role);
  return { access, targets: access.canEdit ? moveTargets(workspaces, form.workspaceId) : [] };
}
