import type { Workspace } from "@formloom/shared";
import { Building2, User } from "lucide-react";
import { useAppText } from "@/lib/i18n/use-app-text";
import { workspaceName } from "@/lib/workspace/workspace-texts";

type WorkspaceChoicesProps = {
  workspaces: readonly Workspace[];
  /** The chosen workspace's id. */
  value: string;
  onChange: (workspaceId: string) => void;
};

/** The workspaces to choose from, one radio card each, with how many members it has. */
export function WorkspaceChoices({ workspaces, value, onChange }: WorkspaceChoicesProps) {
  const t = useAppText();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">{t("roles.move.target")}</legend>
      {workspaces.map((workspace) => {
        const Icon = workspace.isPersonal ? User : Building2;
        return (
          <label
            key={workspace._id}
            className="flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors hover:bg-muted has-[:checked]:border-primary/60 has-[:checked]:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/30"
          >
            <input
              type="radio"
              name="workspace"
              value={workspace._id}
              checked={workspace._id === value}
              onChange={() => onChange(workspace._id)}
              className="size-4 shrink-0 accent-[var(--color-primary)] focus-visible:outline-none"
            />
            <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="grid min-w-0 gap-0.5">
              <span className="wrap-anywhere font-medium">{workspaceName(t, workspace)}</span>
              <span className="text-muted-foreground">
                {t("roles.move.members", { count: workspace.memberCount })}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
