import type { WorkspaceInvitation } from "@formloom/shared";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format-date-time";
import { useAppText } from "@/lib/i18n/use-app-text";
import { roleText, workspaceErrorText } from "@/lib/workspace/workspace-texts";
import { useInvitations } from "../api/get-invitations";
import { useRevokeInvitation } from "../api/revoke-invitation";

function InvitationRow({
  workspaceId,
  invitation,
}: {
  workspaceId: string;
  invitation: WorkspaceInvitation;
}) {
  const t = useAppText();
  const revoke = useRevokeInvitation(workspaceId);
  // Awaited: the revoked invitation's row leaves the list before callbacks would reach it.
  const onRevoke = () =>
    revoke.mutateAsync(invitation._id).then(
      () => toast.success(t("workspaces.invitations.revoked", { email: invitation.email })),
      (error: unknown) =>
        toast.error(workspaceErrorText(t, error, "workspaces.invitations.revokeFailed")),
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere">{invitation.email}</p>
        <p className="text-muted-foreground text-xs">
          {t("workspaces.invitations.details", {
            role: roleText(t, invitation.role),
            name: invitation.invitedBy,
            date: formatDate(invitation.expiresAt),
          })}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={revoke.isPending}
        aria-label={t("workspaces.invitations.revokeFor", { email: invitation.email })}
        onClick={onRevoke}
      >
        {t("workspaces.invitations.revoke")}
      </Button>
    </li>
  );
}

/** The invitations not yet accepted, each revocable. */
export function InvitationsList({ workspaceId }: { workspaceId: string }) {
  const t = useAppText();
  const invitations = useInvitations(workspaceId);
  if (invitations.isPending) return <Skeleton className="h-16 w-full" />;
  if (invitations.isError)
    return (
      <p role="alert" className="text-destructive text-sm">
        {workspaceErrorText(t, invitations.error, "workspaces.invitations.loadFailed")}
      </p>
    );
  if (invitations.data.length === 0)
    return <p className="text-muted-foreground text-sm">{t("workspaces.invitations.none")}</p>;
  return (
    <ul aria-label={t("workspaces.invitations.title")} className="divide-y">
      {invitations.data.map((invitation) => (
        <InvitationRow key={invitation._id} workspaceId={workspaceId} invitation={invitation} />
      ))}
    </ul>
  );
}
