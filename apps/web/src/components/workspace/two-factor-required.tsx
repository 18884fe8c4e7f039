import type { Workspace } from "@formloom/shared";
import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";
import { workspaceName } from "@/lib/workspace/workspace-texts";

// The profile page holds the two-factor set-up.
const PROFILE_PATH = "/user-profile";

type TwoFactorRequiredProps = {
  workspace: Pick<Workspace, "name" | "isPersonal">;
  /** More ways out, below the set-up link (leaving the workspace). */
  children?: ReactNode;
};

/** Shown instead of a workspace's pages to a member without the two-factor it requires. */
export function TwoFactorRequired({ workspace, children }: TwoFactorRequiredProps) {
  const t = useAppText();
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <ShieldAlert aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 font-semibold text-2xl tracking-tight wrap-anywhere">
        {t("workspaces.twoFactorRequired.title", { name: workspaceName(t, workspace) })}
      </h1>
      <p className="mt-2 text-muted-foreground">{t("workspaces.twoFactorRequired.description")}</p>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <Button asChild>
          <Link to={PROFILE_PATH}>{t("workspaces.twoFactorRequired.setUp")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">{t("workspaces.notFound.backToPersonal")}</Link>
        </Button>
        {children}
      </div>
    </section>
  );
}
