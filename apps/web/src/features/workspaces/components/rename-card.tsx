import { roleMay, type Workspace } from "@formloom/shared";
import { toast } from "sonner";
import { WorkspaceNameForm } from "@/components/workspace/workspace-name-form";
import { useAppText } from "@/lib/i18n/use-app-text";
import { workspaceErrorText } from "@/lib/workspace/workspace-texts";
import { useRenameWorkspace } from "../api/rename-workspace";
import { SettingsCard } from "./settings-card";

/** The workspace's name: editable by admins and owners. */
export function RenameCard({ workspace }: { workspace: Workspace }) {
  const t = useAppText();
  const rename = useRenameWorkspace(workspace._id);
  if (!roleMay(workspace.role, "workspace.settings")) return null;

  const onSubmit = (name: string) =>
    rename.mutate(name, {
      onSuccess: (renamed) => toast.success(t("workspaces.rename.saved", { name: renamed.name })),
      onError: (error) => toast.error(workspaceErrorText(t, error, "workspaces.rename.failed")),
    });

  return (
    <SettingsCard
      title={t("workspaces.rename.title")}
      description={t("workspaces.rename.description")}
    >
      <WorkspaceNameForm
        key={workspace.name}
        defaultName={workspace.name}
        submitLabel={t("workspaces.rename.submit")}
        isPending={rename.isPending}
        onSubmit={onSubmit}
      />
    </SettingsCard>
  );
}
