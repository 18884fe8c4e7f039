import type { User } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useUpdateUserStatus } from "../../api/update-user-status";
import { StatusSwitch } from "../status-switch";

/** The row's Account Status switch. */
export function UserStatusSwitch({ user }: { user: User }) {
  const t = useAppText();
  const updateStatus = useUpdateUserStatus();
  return (
    <StatusSwitch
      id={user._id}
      isActive={user.active}
      mutation={updateStatus}
      label={t("admin.userStatus.label", { name: user.name || user.email })}
      updatingLabel={t("admin.userStatus.updating")}
      successMessage={t("admin.userStatus.success")}
      errorMessage={t("admin.userStatus.failed")}
    />
  );
}
