import type { RegexPattern } from "@formloom/shared";
import { useUpdateRegexStatus } from "../../api/update-regex-status";
import { StatusSwitch } from "../status-switch";

/** The row's Status switch. */
export function RegexStatusSwitch({ pattern }: { pattern: RegexPattern }) {
  const updateStatus = useUpdateRegexStatus();
  return (
    <StatusSwitch
      id={pattern._id}
      isActive={pattern.active}
      mutation={updateStatus}
      label={`Status of ${pattern.title}`}
      updatingLabel="Updating status"
      successMessage="Status updated successfully"
      errorMessage="Failed to update status"
    />
  );
}
