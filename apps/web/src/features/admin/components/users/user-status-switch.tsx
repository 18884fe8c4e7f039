import type { User } from "@formloom/shared";
import { toast } from "sonner";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { getErrorMessage } from "@/lib/api-client";
import { useUpdateUserStatus } from "../../api/update-user-status";

/** The row's Account Status switch, with its own spinner while the change is saved. */
export function UserStatusSwitch({ user }: { user: User }) {
  const updateStatus = useUpdateUserStatus();
  const isUpdating = updateStatus.isPending;
  const isActive = isUpdating ? (updateStatus.variables?.active ?? user.active) : user.active;

  const onChange = (active: boolean) =>
    updateStatus.mutate(
      { _id: user._id, active },
      {
        onSuccess: ({ message }) => toast.success(message || "User status updated successfully"),
        onError: (error) => toast.error(getErrorMessage(error, "Failed to update user status")),
      },
    );

  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={isActive}
        disabled={isUpdating}
        aria-busy={isUpdating || undefined}
        aria-label={`Account status of ${user.name || user.email}`}
        onCheckedChange={onChange}
      />
      <span className="w-14 text-muted-foreground text-xs" aria-hidden="true">
        {isActive ? "Active" : "Inactive"}
      </span>
      {isUpdating && (
        <Spinner className="size-3.5 text-muted-foreground" label="Updating account status" />
      )}
    </div>
  );
}
