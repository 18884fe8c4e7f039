import type { Workspace } from "@formloom/shared";
import type { AppText } from "@/lib/i18n/use-app-text";

/** A workspace's name as shown: the personal one's stored name is replaced by the reader's word. */
export function workspaceName(t: AppText, workspace: Pick<Workspace, "name" | "isPersonal">) {
  return workspace.isPersonal ? t("roles.workspace.personal") : workspace.name;
}
