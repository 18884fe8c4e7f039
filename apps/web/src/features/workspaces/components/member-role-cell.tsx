import {
  mayAssignRole,
  WORKSPACE_ROLES,
  type WorkspaceMember,
  type WorkspaceRole,
} from "@formloom/shared";
import { toast } from "sonner";
import { useAppText } from "@/lib/i18n/use-app-text";
import { roleText, workspaceErrorText } from "@/lib/workspace/workspace-texts";
import { useChangeMemberRole } from "../api/change-member-role";
import { RoleSelect } from "./role-select";

type MemberRoleCellProps = {
  workspaceId: string;
  member: WorkspaceMember;
  actorRole: WorkspaceRole;
};

/** The member's role: a select when the actor may change it, else the role's name. */
export function MemberRoleCell({ workspaceId, member, actorRole }: MemberRoleCellProps) {
  const t = useAppText();
  const changeRole = useChangeMemberRole(workspaceId);
  const roles = WORKSPACE_ROLES.filter(
    (role) => role === member.role || mayAssignRole(actorRole, { from: member.role, to: role }),
  );
  if (roles.length <= 1) return <span>{roleText(t, member.role)}</span>;

  const onChange = (role: WorkspaceRole) =>
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          toast.success(
            t("workspaces.members.roleChanged", { name: member.name, role: roleText(t, role) }),
          ),
        onError: (error) =>
          toast.error(workspaceErrorText(t, error, "workspaces.members.roleFailed")),
      },
    );

  return (
    <RoleSelect
      value={member.role}
      roles={roles}
      onChange={onChange}
      disabled={changeRole.isPending}
      aria-label={t("workspaces.members.roleOf", { name: member.name })}
      className="w-36"
    />
  );
}
