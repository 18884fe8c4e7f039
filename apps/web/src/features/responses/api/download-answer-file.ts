import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";

/** GET /api/files/{id}: a respondent's upload, served to the form's owner only (DESIGN §5). */
export async function downloadAnswerFile(url: string) {
  const { blob, fileName } = await apiClient.download(url);
  saveBlob(blob, fileName ?? "response-file");
}

export function useDownloadAnswerFile() {
  return useMutation({ mutationFn: downloadAnswerFile });
}
