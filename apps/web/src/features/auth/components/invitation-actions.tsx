import type { InvitationPreview } from "@formloom/shared";
import { useQueryClient } from "@tanstack/react-query";
import { LogIn, LogOut } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { selectIsSignedIn, useAuthStore } from "@/lib/auth-store";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { RedirectState } from "@/lib/redirect-state";
import { workspaceDashboardPath } from "@/lib/workspace/current-workspace";
import { workspaceErrorText } from "@/lib/workspace/workspace-texts";
import { useAcceptInvitation } from "../api/accept-invitation";
import { InvitationSignUpForm } from "./invitation-sign-up-form";

type InvitationActionsProps = { token: string; invitation: InvitationPreview };

function AcceptButton({ token }: { token: string }) {
  const t = useAppText();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: (workspace) => {
        toast.success(t("workspaces.invitation.joined", { workspace: workspace.name }));
        navigate(workspaceDashboardPath(workspace), { replace: true });
      },
      onError: (error) =>
        toast.error(workspaceErrorText(t, error, "workspaces.invitation.acceptFailed")),
    });
  return (
    <Button size="lg" className="w-full" onClick={onAccept} disabled={accept.isPending}>
      {accept.isPending && <Spinner />}
      {t("workspaces.invitation.accept")}
    </Button>
  );
}

/** Signed in as someone else: leave that session here, then sign in or up as the invitee. */
function OtherAccount({ signedInAs, invited }: { signedInAs: string; invited: string }) {
  const t = useAppText();
  const queryClient = useQueryClient();
  const onSignOut = () => {
    useAuthStore.getState().logout();
    queryClient.clear();
  };
  return (
    <div className="grid gap-4">
      <Alert>{t("workspaces.invitation.otherAccount", { current: signedInAs, invited })}</Alert>
      <Button size="lg" variant="outline" className="w-full" onClick={onSignOut}>
        <LogOut aria-hidden="true" />
        {t("workspaces.invitation.signOut")}
      </Button>
    </div>
  );
}

/** What the visitor can do with the invitation, by who they are signed in as. */
export function InvitationActions({ token, invitation }: InvitationActionsProps) {
  const t = useAppText();
  const location = useLocation();
  const email = useAuthStore((state) => state.email);
  const isSignedIn = useAuthStore(selectIsSignedIn);

  if (isSignedIn) {
    const isInvited = email.toLowerCase() === invitation.email.toLowerCase();
    return isInvited ? (
      <AcceptButton token={token} />
    ) : (
      <OtherAccount signedInAs={email} invited={invitation.email} />
    );
  }
  if (!invitation.hasAccount)
    return <InvitationSignUpForm token={token} email={invitation.email} />;

  const backHere: RedirectState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return (
    <Button asChild size="lg" className="w-full">
      <Link to="/login" state={backHere}>
        <LogIn aria-hidden="true" />
        {t("workspaces.invitation.signInToAccept")}
      </Link>
    </Button>
  );
}
