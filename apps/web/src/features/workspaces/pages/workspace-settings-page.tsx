import { roleMay } from "@formloom/shared";
import { ArrowLeft, ScrollText } from "lucide-react";
import { Link, useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { TwoFactorRequired } from "@/components/workspace/two-factor-required";
import { WorkspaceNotFound } from "@/components/workspace/workspace-not-found";
import { useAuthStore } from "@/lib/auth-store";
import { useAppText } from "@/lib/i18n/use-app-text";
import { workspaceDashboardPath } from "@/lib/workspace/current-workspace";
import { useWorkspaces } from "@/lib/workspace/get-workspaces";
import { useMissingTwoFactor } from "@/lib/workspace/missing-two-factor";
import { roleText, workspaceName } from "@/lib/workspace/workspace-texts";
import { InviteCard } from "../components/invite-card";
import { MemberRemoveButton } from "../components/member-remove-button";
import { MembersCard } from "../components/members-card";
import { RenameCard } from "../components/rename-card";
import { TwoFactorRequirementCard } from "../components/two-factor-requirement-card";

/** A workspace's name, members and invitations; read-only below admin. */
export function WorkspaceSettingsPage() {
  const t = useAppText();
  const { workspaceId } = useParams();
  const workspaces = useWorkspaces();
  const selfId = useAuthStore((state) => state.user?._id);
  const workspace = workspaces.data?.find((each) => each._id === workspaceId);
  const isTwoFactorMissing = useMissingTwoFactor(workspace);
  if (workspaces.isPending || isTwoFactorMissing === undefined) {
    return <Skeleton className="mx-auto mt-10 h-64 w-full max-w-3xl" />;
  }
  if (!workspace) return <WorkspaceNotFound />;
  if (isTwoFactorMissing && selfId) {
    return (
      <TwoFactorRequired workspace={workspace}>
        <MemberRemoveButton
          workspaceId={workspace._id}
          workspaceName={workspaceName(t, workspace)}
          member={{ userId: selfId, name: "" }}
          isSelf
        />
      </TwoFactorRequired>
    );
  }
  const canManage = roleMay(workspace.role, "members.manage");

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="grid gap-2">
        <Button asChild variant="ghost" size="sm" className="justify-self-start">
          <Link to={workspaceDashboardPath(workspace)}>
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t("workspaces.settings.backToDashboard")}
          </Link>
        </Button>
        <h1 className="font-semibold text-2xl tracking-tight wrap-anywhere sm:text-3xl">
          {t("workspaces.settings.title", { name: workspaceName(t, workspace) })}
        </h1>
        <p className="text-muted-foreground">
          {t("workspaces.settings.yourRole", { role: roleText(t, workspace.role) })}
        </p>
        {roleMay(workspace.role, "audit.read") && (
          <Button asChild variant="outline" size="sm" className="justify-self-start">
            <Link to={`/workspaces/${workspace._id}/audit`}>
              <ScrollText aria-hidden="true" />
              {t("audit.settings.link")}
            </Link>
          </Button>
        )}
      </header>
      {workspace.isPersonal ? (
        <Alert>{t("workspaces.settings.personal")}</Alert>
      ) : (
        <>
          {!canManage && <Alert>{t("workspaces.settings.readOnly")}</Alert>}
          <RenameCard workspace={workspace} />
          <TwoFactorRequirementCard workspace={workspace} />
          <MembersCard workspace={workspace} />
          {canManage && <InviteCard workspace={workspace} />}
        </>
      )}
    </div>
  );
}
