import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";
import { workspaceErrorText } from "@/lib/workspace/workspace-texts";

/** The log could not be read: why, in the app's words when the server's code is known, and a retry. */
export function AuditLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useAppText();
  return (
    <Alert variant="destructive" role="alert" className="flex-wrap items-center justify-between">
      <p>{workspaceErrorText(t, error, "audit.error.loadFailed")}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t("audit.error.tryAgain")}
      </Button>
    </Alert>
  );
}
