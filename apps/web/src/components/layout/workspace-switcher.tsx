import { roleMay, type Workspace } from "@formloom/shared";
import {
  Building2,
  ChevronsUpDown,
  Plus,
  ScrollText,
  Settings,
  ShieldAlert,
  UserRound,
} from "lucide-react";
import { useState } from "react";
import { Link, useMatch, useNavigate } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/lib/get-current-user";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useCurrentWorkspace, workspaceDashboardPath } from "@/lib/workspace/current-workspace";
import { isMissingTwoFactor } from "@/lib/workspace/missing-two-factor";
import { roleText, workspaceName } from "@/lib/workspace/workspace-texts";
import { CreateWorkspaceDialog } from "./create-workspace-dialog";

/** The workspace on screen: the settings page names it in its path, other pages in `?workspace=`. */
function useShownWorkspace() {
  const settings = useMatch("/workspaces/:workspaceId/*");
  const { workspace, workspaces, isLoading } = useCurrentWorkspace();
  const id = settings?.params.workspaceId;
  const shown = id ? workspaces.find((each) => each._id === id) : workspace;
  return { workspace: shown, workspaces, isLoading };
}

const WorkspaceIcon = ({ workspace }: { workspace: Workspace }) =>
  workspace.isPersonal ? <UserRound aria-hidden="true" /> : <Building2 aria-hidden="true" />;

/**
 * The header's workspace menu: the one shown, the others to switch to, its settings and audit log
 * for those who may read them, and "Create workspace…".
 */
export function WorkspaceSwitcher() {
  const t = useAppText();
  const navigate = useNavigate();
  const [isCreating, setCreating] = useState(false);
  const { workspace, workspaces, isLoading } = useShownWorkspace();
  const me = useCurrentUser();
  if (isLoading) return <Skeleton className="h-8 w-28" />;
  const shownName = workspace ? workspaceName(t, workspace) : t("workspaces.switcher.none");

  const onSwitch = (id: string) => {
    const target = workspaces.find((each) => each._id === id);
    if (target) navigate(workspaceDashboardPath(target));
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={t("workspaces.switcher.open", { name: shownName })}
          className="flex h-8 min-w-0 max-w-40 cursor-pointer items-center gap-1.5 rounded-md border px-2 font-medium text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:max-w-56 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground"
        >
          {workspace && <WorkspaceIcon workspace={workspace} />}
          <span className="truncate">{shownName}</span>
          <ChevronsUpDown aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-72 max-w-[calc(100vw-2rem)]">
          <DropdownMenuLabel className="text-muted-foreground text-xs">
            {t("workspaces.switcher.label")}
          </DropdownMenuLabel>
          <DropdownMenuRadioGroup value={workspace?._id ?? ""} onValueChange={onSwitch}>
            {workspaces.map((each) => (
              <DropdownMenuRadioItem key={each._id} value={each._id}>
                <WorkspaceIcon workspace={each} />
                <span className="min-w-0 flex-1 truncate">{workspaceName(t, each)}</span>
                {isMissingTwoFactor(each, me.data) === true && (
                  <ShieldAlert role="img" aria-label={t("workspaces.switcher.needsTwoFactor")} />
                )}
                <span className="shrink-0 text-muted-foreground text-xs">
                  {roleText(t, each.role)}
                </span>
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          {workspace && !workspace.isPersonal && (
            <DropdownMenuItem asChild>
              <Link to={`/workspaces/${workspace._id}/settings`}>
                <Settings aria-hidden="true" />
                {t("workspaces.switcher.settings")}
              </Link>
            </DropdownMenuItem>
          )}
          {workspace && roleMay(workspace.role, "audit.read") && (
            <DropdownMenuItem asChild>
              <Link to={`/workspaces/${workspace._id}/audit`}>
                <ScrollText aria-hidden="true" />
                {t("audit.switcher.link")}
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t("workspaces.switcher.create")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CreateWorkspaceDialog isOpen={isCreating} onOpenChange={setCreating} />
    </>
  );
}
