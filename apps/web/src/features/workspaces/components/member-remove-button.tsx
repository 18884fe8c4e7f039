import type { WorkspaceMember } from "@formloom/shared";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAppText } from "@/lib/i18n/use-app-text";
import { workspaceErrorText } from "@/lib/workspace/workspace-texts";
import { useRemoveMember } from "../api/remove-member";

type MemberRemoveButtonProps = {
  workspaceId: string;
  workspaceName: string;
  member: Pick<WorkspaceMember, "userId" | "name">;
  /** The member is the signed-in user: the button leaves the workspace. */
  isSelf: boolean;
};

/** "Remove" (admins, for others) or "Leave workspace" (anyone, for themselves), after a confirm. */
export function MemberRemoveButton({
  workspaceId,
  workspaceName,
  member,
  isSelf,
}: MemberRemoveButtonProps) {
  const t = useAppText();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const removeMember = useRemoveMember(workspaceId);

  // Awaited rather than given callbacks: the member's row, and this button, leave the list as
  // soon as the members are read again, and a mutation tells an unmounted caller nothing.
  const onConfirm = async () => {
    try {
      await removeMember.mutateAsync(member.userId);
    } catch (error) {
      toast.error(workspaceErrorText(t, error, "workspaces.members.removeFailed"));
      return;
    }
    setOpen(false);
    if (isSelf) {
      toast.success(t("workspaces.members.left", { workspace: workspaceName }));
      navigate("/dashboard");
    } else toast.success(t("workspaces.members.removed", { name: member.name }));
  };

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          {isSelf ? t("workspaces.members.leave") : t("workspaces.members.remove")}
        </Button>
      }
      title={
        isSelf
          ? t("workspaces.members.leaveTitle", { workspace: workspaceName })
          : t("workspaces.members.removeTitle", { name: member.name })
      }
      description={
        isSelf
          ? t("workspaces.members.leaveDescription")
          : t("workspaces.members.removeDescription", { name: member.name })
      }
      confirmLabel={isSelf ? t("workspaces.members.leave") : t("workspaces.members.remove")}
      onConfirm={onConfirm}
      isPending={removeMember.isPending}
    />
  );
}
