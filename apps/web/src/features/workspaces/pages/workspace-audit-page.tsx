import { roleMay, WORKSPACE_AUDIT_ACTIONS } from "@formloom/shared";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { AuditLog } from "@/components/audit/audit-log";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { TwoFactorRequired } from "@/components/workspace/two-factor-required";
import { WorkspaceNotFound } from "@/components/workspace/workspace-not-found";
import { workspaceAuditSource } from "@/lib/audit/audit-api";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useWorkspaces } from "@/lib/workspace/get-workspaces";
import { useMissingTwoFactor } from "@/lib/workspace/missing-two-factor";
import { workspaceName } from "@/lib/workspace/workspace-texts";

/** What was done in a workspace, by whom and when: for its owners and admins. */
export function WorkspaceAuditPage() {
  const t = useAppText();
  const { workspaceId = "" } = useParams();
  const workspaces = useWorkspaces();
  const workspace = workspaces.data?.find((each) => each._id === workspaceId);
  const isTwoFactorMissing = useMissingTwoFactor(workspace);
  if (workspaces.isPending || isTwoFactorMissing === undefined) {
    return <Skeleton className="mx-auto mt-10 h-64 w-full max-w-5xl" />;
  }
  if (!workspace) return <WorkspaceNotFound />;
  if (isTwoFactorMissing) return <TwoFactorRequired workspace={workspace} />;
  const name = workspaceName(t, workspace);

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="grid gap-2">
        <Button asChild variant="ghost" size="sm" className="justify-self-start">
          <Link to={`/workspaces/${workspace._id}/settings`}>
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t("audit.page.backToSettings")}
          </Link>
        </Button>
        <h1 className="font-semibold text-2xl tracking-tight wrap-anywhere sm:text-3xl">
          {t("audit.page.title", { name })}
        </h1>
        <p className="text-muted-foreground">{t("audit.page.description")}</p>
      </header>
      {roleMay(workspace.role, "audit.read") ? (
        <AuditLog source={workspaceAuditSource(workspace._id)} actions={WORKSPACE_AUDIT_ACTIONS} />
      ) : (
        <Alert role="alert">{t("audit.page.forbidden")}</Alert>
      )}
    </div>
  );
}
