import type { WorkspaceMember } from "@formloom/shared";
import { useAuthStore } from "@/lib/auth-store";
import { useAppText } from "@/lib/i18n/use-app-text";

/** How a member's name is shown in lists of members: the signed-in user's own row says "(you)". */
export function useMemberName(): (member: Pick<WorkspaceMember, "userId" | "name">) => string {
  const t = useAppText();
  const selfId = useAuthStore((state) => state.user?._id);
  return (member) =>
    member.userId === selfId ? t("workspaces.members.you", { name: member.name }) : member.name;
}
