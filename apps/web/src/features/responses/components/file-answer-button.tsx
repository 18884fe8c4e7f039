import { Download } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { useDownloadAnswerFile } from "../api/download-answer-file";

/** Uploaded files need the owner's token, so they are fetched rather than linked. */
export function FileAnswerButton({ url, question }: { url: string; question: string }) {
  const download = useDownloadAnswerFile();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={`Download file: ${question}`}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(url, {
          onError: (error) =>
            toast.error(getErrorMessage(error, "The file could not be downloaded")),
        })
      }
    >
      {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
      Download file
    </Button>
  );
}
