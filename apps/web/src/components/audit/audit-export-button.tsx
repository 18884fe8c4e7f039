import { Download } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { type AuditSource, useDownloadAuditCsv } from "@/lib/audit/audit-api";
import type { AuditFilter } from "@/lib/audit/audit-filter";
import { appText, useAppText } from "@/lib/i18n/use-app-text";

type AuditExportButtonProps = { source: AuditSource; filter: AuditFilter; disabled: boolean };

/** The filtered log as a CSV download. */
export function AuditExportButton({ source, filter, disabled }: AuditExportButtonProps) {
  const t = useAppText();
  const download = useDownloadAuditCsv(source);
  return (
    <Button
      variant="outline"
      disabled={disabled || download.isPending}
      onClick={() =>
        download.mutate(filter, {
          onError: (error) => toast.error(getErrorMessage(error, appText("audit.export.failed"))),
        })
      }
    >
      {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
      {t("audit.export.button")}
    </Button>
  );
}
