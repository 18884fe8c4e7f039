import type { Workspace } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";
import { InvitationsList } from "./invitations-list";
import { InviteMemberForm } from "./invite-member-form";
import { SettingsCard } from "./settings-card";

/** Inviting colleagues and the invitations still pending (admins and owners). */
export function InviteCard({ workspace }: { workspace: Workspace }) {
  const t = useAppText();
  return (
    <SettingsCard
      title={t("workspaces.invite.title")}
      description={t("workspaces.invite.description")}
      contentClassName="grid gap-6"
    >
      <InviteMemberForm workspaceId={workspace._id} actorRole={workspace.role} />
      <section className="grid gap-2">
        <h3 className="font-medium text-sm">{t("workspaces.invitations.title")}</h3>
        <InvitationsList workspaceId={workspace._id} />
      </section>
    </SettingsCard>
  );
}
