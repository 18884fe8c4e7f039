import type { Workspace } from "@formloom/shared";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAppText } from "@/lib/i18n/use-app-text";
import { InvitationsList } from "./invitations-list";
import { InviteMemberForm } from "./invite-member-form";

/** Inviting colleagues and the invitations still pending (admins and owners). */
export function InviteCard({ workspace }: { workspace: Workspace }) {
  const t = useAppText();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t("workspaces.invite.title")}</h2>
        </CardTitle>
        <CardDescription>{t("workspaces.invite.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <InviteMemberForm workspaceId={workspace._id} actorRole={workspace.role} />
        <section className="grid gap-2">
          <h3 className="font-medium text-sm">{t("workspaces.invitations.title")}</h3>
          <InvitationsList workspaceId={workspace._id} />
        </section>
      </CardContent>
    </Card>
  );
}
