import { MailWarning } from "lucide-react";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { hasErrorCode } from "@/lib/api-client";
import { formatDate } from "@/lib/format-date-time";
import { useAppText } from "@/lib/i18n/use-app-text";
import { roleText, workspaceErrorText } from "@/lib/workspace/workspace-texts";
import { useInvitation } from "../api/get-invitation";
import { AuthCard } from "../components/auth-card";
import { InvitationActions } from "../components/invitation-actions";

/** A link that leads nowhere any more: unknown, used, revoked or expired. */
function InvitationUnusable({ error }: { error: unknown }) {
  const t = useAppText();
  const isExpired = hasErrorCode(error, "INVITATION_EXPIRED");
  return (
    <AuthCard
      icon={<MailWarning aria-hidden="true" className="size-11 text-muted-foreground" />}
      title={t(
        isExpired ? "workspaces.invitation.expiredTitle" : "workspaces.invitation.unusableTitle",
      )}
      description={workspaceErrorText(t, error, "workspaces.invitation.loadFailed")}
    >
      <Button asChild variant="outline" className="w-full">
        <Link to="/">{t("workspaces.invitation.home")}</Link>
      </Button>
    </AuthCard>
  );
}

/** The page an invitation mail links to (`/invitations/:token`), open to anyone holding it. */
export function InvitationPage() {
  const t = useAppText();
  const { token = "" } = useParams();
  const invitation = useInvitation(token);

  if (invitation.isPending)
    return (
      <div className="flex flex-1 items-center justify-center py-20 text-muted-foreground">
        <Spinner className="size-6" label={t("workspaces.invitation.loading")} />
      </div>
    );
  if (invitation.isError) return <InvitationUnusable error={invitation.error} />;

  const { data } = invitation;
  return (
    <AuthCard
      title={t("workspaces.invitation.title", { workspace: data.workspaceName })}
      description={t("workspaces.invitation.invitedBy", {
        name: data.invitedBy,
        workspace: data.workspaceName,
        role: roleText(t, data.role),
      })}
      footer={t("workspaces.invitation.expires", { date: formatDate(data.expiresAt) })}
    >
      <InvitationActions token={token} invitation={data} />
    </AuthCard>
  );
}
