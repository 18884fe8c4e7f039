import type { User } from "@formloom/shared";
import { useUpdateUserStatus } from "../../api/update-user-status";
import { StatusSwitch } from "../status-switch";

/** The row's Account Status switch. */
export function UserStatusSwitch({ user }: { user: User }) {
  const updateStatus = useUpdateUserStatus();
  return (
    <StatusSwitch
      id={user._id}
      isActive={user.active}
      mutation={updateStatus}
      label={`Account status of ${user.name || user.email}`}
      updatingLabel="Updating account status"
      successMessage="User status updated successfully"
      errorMessage="Failed to update user status"
    />
  );
}
