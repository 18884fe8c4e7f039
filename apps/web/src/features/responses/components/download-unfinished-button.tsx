import { Download } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { useDownloadUnfinished } from "../api/unfinished-responses";

/** "Download unfinished (CSV)": every open partial of the form, answers and all. */
export function DownloadUnfinishedButton({ formId, title }: { formId: string; title: string }) {
  const t = useAppText();
  const download = useDownloadUnfinished();
  return (
    <Button
      variant="outline"
      disabled={download.isPending}
      onClick={() =>
        download.mutate(
          { formId, title },
          {
            onError: (error) =>
              toast.error(getErrorMessage(error, appText("responses.unfinished.downloadFailed"))),
          },
        )
      }
    >
      {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
      {t("responses.unfinished.download")}
    </Button>
  );
}
