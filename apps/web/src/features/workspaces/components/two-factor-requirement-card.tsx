import { roleMay, type Workspace } from "@formloom/shared";
import { useId } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useCurrentUser } from "@/lib/get-current-user";
import { useAppText } from "@/lib/i18n/use-app-text";
import { workspaceErrorText } from "@/lib/workspace/workspace-texts";
import { useChangeWorkspaceSettings } from "../api/change-workspace-settings";
import { SettingsCard } from "./settings-card";

/**
 * Whether members must have two-factor authentication on (admins and owners). Only someone who
 * has it on may turn the requirement on, so nobody locks themselves out.
 */
export function TwoFactorRequirementCard({ workspace }: { workspace: Workspace }) {
  const t = useAppText();
  const id = useId();
  const me = useCurrentUser();
  const change = useChangeWorkspaceSettings(workspace._id);
  if (!roleMay(workspace.role, "workspace.settings")) return null;
  const isOn = workspace.requiresTwoFactor;
  const mayTurnOn = me.data?.twoFactorEnabled === true;

  const onCheckedChange = (requireTwoFactor: boolean) =>
    change.mutate(
      { requireTwoFactor },
      {
        onSuccess: () =>
          toast.success(
            t(requireTwoFactor ? "workspaces.security.required" : "workspaces.security.optional"),
          ),
        onError: (error) => toast.error(workspaceErrorText(t, error, "workspaces.security.failed")),
      },
    );

  return (
    <SettingsCard
      title={t("workspaces.security.title")}
      description={t("workspaces.security.description")}
      contentClassName="grid gap-3"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor={id} className="cursor-pointer">
            {t("workspaces.security.requireTwoFactor")}
          </Label>
          <p id={`${id}-hint`} className="text-muted-foreground text-sm">
            {t("workspaces.security.hint")}
          </p>
        </div>
        <Switch
          id={id}
          checked={isOn}
          disabled={change.isPending || (!isOn && !mayTurnOn)}
          aria-describedby={`${id}-hint`}
          onCheckedChange={onCheckedChange}
        />
      </div>
      {!isOn && me.data && !mayTurnOn && (
        <p className="text-sm">
          {t("workspaces.security.ownFirst")}{" "}
          <Link
            to="/user-profile"
            className="font-medium text-primary underline underline-offset-4"
          >
            {t("workspaces.security.setUpOwn")}
          </Link>
        </p>
      )}
    </SettingsCard>
  );
}
