import { roleMay, type Workspace, type WorkspaceMember } from "@formloom/shared";
import { RotateCcw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column, ResponsiveTable } from "@/components/ui/responsive-table";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuthStore } from "@/lib/auth-store";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useMembers } from "@/lib/workspace/get-members";
import { useMemberName } from "@/lib/workspace/use-member-name";
import { workspaceErrorText, workspaceName } from "@/lib/workspace/workspace-texts";
import { MemberRemoveButton } from "./member-remove-button";
import { MemberRoleCell } from "./member-role-cell";
import { SettingsCard } from "./settings-card";

/** The members, their roles and (for admins) the controls to change or remove them. */
export function MembersCard({ workspace }: { workspace: Workspace }) {
  const t = useAppText();
  const members = useMembers(workspace._id);
  const selfId = useAuthStore((state) => state.user?._id);
  const memberName = useMemberName();
  const canManage = roleMay(workspace.role, "members.manage");
  const name = workspaceName(t, workspace);

  const nameCell = (member: WorkspaceMember) => (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-medium wrap-anywhere">{memberName(member)}</span>
      <Badge variant={member.hasTwoFactor ? "success" : "secondary"}>
        {member.hasTwoFactor
          ? t("workspaces.members.twoFactorOn")
          : t("workspaces.members.twoFactorOff")}
      </Badge>
    </span>
  );
  const roleCell = (member: WorkspaceMember) => (
    <MemberRoleCell workspaceId={workspace._id} member={member} actorRole={workspace.role} />
  );
  const actionCell = (member: WorkspaceMember) => {
    const isSelf = member.userId === selfId;
    if (!isSelf && !canManage) return null;
    return (
      <MemberRemoveButton
        workspaceId={workspace._id}
        workspaceName={name}
        member={member}
        isSelf={isSelf}
      />
    );
  };
  const columns: Column<WorkspaceMember>[] = [
    { header: t("workspaces.members.name"), cell: nameCell },
    { header: t("workspaces.members.email"), className: "wrap-anywhere", cell: (m) => m.email },
    { header: t("workspaces.members.role"), cell: roleCell },
    { header: t("workspaces.members.actions"), className: "text-end", cell: actionCell },
  ];

  return (
    <SettingsCard
      title={t("workspaces.members.title")}
      description={t("workspaces.members.description")}
    >
      {members.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : members.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-destructive">
            {workspaceErrorText(t, members.error, "workspaces.members.loadFailed")}
          </span>
          <Button variant="outline" size="sm" onClick={() => members.refetch()}>
            <RotateCcw aria-hidden="true" />
            {t("workspaces.settings.tryAgain")}
          </Button>
        </div>
      ) : (
        <ResponsiveTable
          label={t("workspaces.members.title")}
          rows={members.data}
          getRowKey={(member) => member.userId}
          columns={columns}
          renderCard={(member) => (
            <>
              {nameCell(member)}
              <span className="text-muted-foreground text-sm wrap-anywhere">{member.email}</span>
              <div className="flex flex-wrap items-center justify-between gap-2">
                {roleCell(member)}
                {actionCell(member)}
              </div>
            </>
          )}
        />
      )}
    </SettingsCard>
  );
}
