import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { WorkspaceNameForm } from "@/components/workspace/workspace-name-form";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useCreateWorkspace } from "@/lib/workspace/create-workspace";
import { workspaceDashboardPath } from "@/lib/workspace/current-workspace";
import { workspaceErrorText } from "@/lib/workspace/workspace-texts";

type CreateWorkspaceDialogProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/** "Create workspace…": a team workspace named here, opened at once on its dashboard. */
export function CreateWorkspaceDialog({ isOpen, onOpenChange }: CreateWorkspaceDialogProps) {
  const t = useAppText();
  const navigate = useNavigate();
  const createWorkspace = useCreateWorkspace();

  const onSubmit = (name: string) =>
    createWorkspace.mutate(name, {
      onSuccess: (workspace) => {
        toast.success(t("workspaces.create.created", { name: workspace.name }));
        onOpenChange(false);
        navigate(workspaceDashboardPath(workspace));
      },
      onError: (error) => toast.error(workspaceErrorText(t, error, "workspaces.create.failed")),
    });

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("workspaces.create.title")}</DialogTitle>
          <DialogDescription>{t("workspaces.create.description")}</DialogDescription>
        </DialogHeader>
        <WorkspaceNameForm
          submitLabel={t("workspaces.create.submit")}
          isPending={createWorkspace.isPending}
          onSubmit={onSubmit}
          secondary={
            <DialogClose asChild>
              <Button variant="outline">{t("workspaces.create.cancel")}</Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
