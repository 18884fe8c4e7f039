import { roleMay, type Workspace } from "@formloom/shared";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { WorkspaceNameForm } from "@/components/workspace/workspace-name-form";
import { useAppText } from "@/lib/i18n/use-app-text";
import { workspaceErrorText } from "@/lib/workspace/workspace-texts";
import { useRenameWorkspace } from "../api/rename-workspace";

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
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t("workspaces.rename.title")}</h2>
        </CardTitle>
        <CardDescription>{t("workspaces.rename.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <WorkspaceNameForm
          key={workspace.name}
          defaultName={workspace.name}
          submitLabel={t("workspaces.rename.submit")}
          isPending={rename.isPending}
          onSubmit={onSubmit}
        />
      </CardContent>
    </Card>
  );
}
