import type { RegexPattern } from "@formloom/shared";
import { toast } from "sonner";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { getErrorMessage } from "@/lib/api-client";
import { useUpdateRegexStatus } from "../../api/update-regex-status";

/** The row's Status switch, with its own spinner while the change is saved. */
export function RegexStatusSwitch({ pattern }: { pattern: RegexPattern }) {
  const updateStatus = useUpdateRegexStatus();
  const isUpdating = updateStatus.isPending;
  const isActive = isUpdating ? (updateStatus.variables?.active ?? pattern.active) : pattern.active;

  const onChange = (active: boolean) =>
    updateStatus.mutate(
      { _id: pattern._id, active },
      {
        onSuccess: ({ message }) => toast.success(message || "Status updated successfully"),
        onError: (error) => toast.error(getErrorMessage(error, "Failed to update status")),
      },
    );

  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={isActive}
        disabled={isUpdating}
        aria-busy={isUpdating || undefined}
        aria-label={`Status of ${pattern.title}`}
        onCheckedChange={onChange}
      />
      <span className="w-14 text-muted-foreground text-xs" aria-hidden="true">
        {isActive ? "Active" : "Inactive"}
      </span>
      {isUpdating && <Spinner className="size-3.5 text-muted-foreground" label="Updating status" />}
    </div>
  );
}
