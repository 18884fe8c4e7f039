import { useAppText } from "@/lib/i18n/use-app-text";
import { useWorkspaces } from "@/lib/workspace/get-workspaces";
import { NotifyMembersField } from "./notify-members-field";
import { SettingSwitch } from "./setting-switch";
import type { SettingsGroupProps } from "./settings-group";

/** The workspace a form is in (undefined: the personal one) and who created it. */
export type FormOwnership = { workspaceId: string | undefined; ownerId: string | undefined };

/**
 * The response mail's switch; in a team workspace, once on, the members it goes to. A personal
 * workspace has one member, so the switch says "me" and there is nobody to choose.
 */
export function ResponseMailSettings({
  settings,
  error,
  onChange,
  ownership,
}: SettingsGroupProps & { ownership: FormOwnership }) {
  const t = useAppText();
  const { data: workspaces } = useWorkspaces();
  const team = workspaces?.find(
    (workspace) => workspace._id === ownership.workspaceId && !workspace.isPersonal,
  );
  return (
    <>
      <SettingSwitch
        label={t(team ? "builder.settings.notifyMembers" : "builder.settings.notifyOnResponse")}
        hint={t("builder.settings.notifyOnResponseHint")}
        checked={settings.notifyOnResponse}
        onCheckedChange={(notifyOnResponse) => onChange({ notifyOnResponse })}
      />
      {team && settings.notifyOnResponse && (
        <NotifyMembersField
          workspaceId={team._id}
          ownerId={ownership.ownerId}
          chosen={settings.notifyMemberIds}
          error={error("notifyMemberIds")}
          onChange={(notifyMemberIds) => onChange({ notifyMemberIds })}
        />
      )}
    </>
  );
}
