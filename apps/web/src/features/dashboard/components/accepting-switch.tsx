import { useId } from "react";
import { toast } from "sonner";
import { Switch } from "@/components/ui/switch";
import { getErrorMessage } from "@/lib/api-client";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useUpdateAcceptingResponses } from "../api/update-form-settings";

/**
 * The card's switch for taking responses, shown switched at once and put back on failure;
 * read-only for a role that may not edit the form.
 */
export function AcceptingSwitch({
  formId,
  acceptingResponses,
  isReadOnly = false,
}: {
  formId: string;
  acceptingResponses: boolean;
  isReadOnly?: boolean;
}) {
  const id = useId();
  const update = useUpdateAcceptingResponses();
  const t = useAppText();

  const onChange = (checked: boolean) =>
    update.mutate(
      { formId, acceptingResponses: checked },
      { onError: (error) => toast.error(getErrorMessage(error, t("dashboard.accepting.failed"))) },
    );

  return (
    <div className="flex items-center gap-2">
      <Switch
        id={id}
        checked={acceptingResponses}
        disabled={isReadOnly}
        aria-busy={update.isPending || undefined}
        onCheckedChange={onChange}
      />
      <label htmlFor={id} className="cursor-pointer select-none text-muted-foreground text-xs">
        {t("dashboard.accepting.label")}
      </label>
    </div>
  );
}
