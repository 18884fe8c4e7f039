import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { saveBlob } from "../utils/save-blob";

type DownloadCsvInput = { formId: string; version: number; title: string };

/** GET /api/responses/form/{id}/export?version: the CSV of SPEC §9, saved under the server's name. */
export async function downloadResponsesCsv({ formId, version, title }: DownloadCsvInput) {
  const { blob, fileName } = await apiClient.download(`/responses/form/${formId}/export`, {
    query: { version },
  });
  saveBlob(blob, fileName ?? `${title}-responses.csv`);
}

export function useDownloadResponsesCsv() {
  return useMutation({ mutationFn: downloadResponsesCsv });
}
