import { useId } from "react";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { useAppText } from "@/lib/i18n/use-app-text";
import { usePendingVisibility, useSetVisibility } from "@/lib/update-form-status";

/**
 * A form's public/private switch, with a spinner while the change is saved (SPEC §4). Its label
 * names the current state, so sighted and screen-reader users both read it. Read-only, it shows
 * the state to a reader whose role may not publish.
 */
export function VisibilitySwitch({
  formId,
  isPublic,
  isReadOnly = false,
}: {
  formId: string;
  isPublic: boolean;
  isReadOnly?: boolean;
}) {
  const t = useAppText();
  const id = useId();
  const { setVisibility } = useSetVisibility();
  const pendingValue = usePendingVisibility(formId);
  const isUpdating = pendingValue !== undefined;
  const shownValue = pendingValue ?? isPublic;

  return (
    <div className="flex items-center gap-2">
      <Switch
        id={id}
        checked={shownValue}
        disabled={isUpdating || isReadOnly}
        aria-busy={isUpdating || undefined}
        onCheckedChange={(checked) => setVisibility(formId, checked)}
      />
      <label htmlFor={id} className="cursor-pointer select-none text-muted-foreground text-xs">
        {t(shownValue ? "share.visibility.public" : "share.visibility.private")}
      </label>
      {isUpdating && (
        <Spinner
          className="size-3.5 text-muted-foreground"
          label={t("share.visibility.updating")}
        />
      )}
    </div>
  );
}
