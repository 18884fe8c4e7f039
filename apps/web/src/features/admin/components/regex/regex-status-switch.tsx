import type { RegexPattern } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useUpdateRegexStatus } from "../../api/update-regex-status";
import { StatusSwitch } from "../status-switch";

/** The row's Status switch. */
export function RegexStatusSwitch({ pattern }: { pattern: RegexPattern }) {
  const t = useAppText();
  const updateStatus = useUpdateRegexStatus();
  return (
    <StatusSwitch
      id={pattern._id}
      isActive={pattern.active}
      mutation={updateStatus}
      label={t("admin.regexStatus.label", { title: pattern.title })}
      updatingLabel={t("admin.regexStatus.updating")}
      successMessage={t("admin.regexStatus.success")}
      errorMessage={t("admin.regexStatus.failed")}
    />
  );
}
