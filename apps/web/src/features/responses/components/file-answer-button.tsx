import { Download } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { useDownloadAnswerFile } from "../api/download-answer-file";

/** Uploaded files need the owner's token, so they are fetched rather than linked. */
export function FileAnswerButton({ url, question }: { url: string; question: string }) {
  const t = useAppText();
  const download = useDownloadAnswerFile();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={t("responses.answer.downloadFileLabel", { question })}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(url, {
          onError: (error) =>
            toast.error(getErrorMessage(error, appText("responses.answer.downloadFailed"))),
        })
      }
    >
      {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
      {t("responses.answer.downloadFile")}
    </Button>
  );
}
