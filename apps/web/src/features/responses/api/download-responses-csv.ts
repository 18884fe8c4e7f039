import { useMutation } from "@tanstack/react-query";
import { fetchFile } from "../utils/fetch-file";
import { saveBlob } from "../utils/save-blob";

type DownloadCsvInput = { formId: string; version: number; title: string };

/** GET /api/responses/form/{id}/export?version: the CSV of SPEC §9, saved under the server's name. */
export async function downloadResponsesCsv({ formId, version, title }: DownloadCsvInput) {
  const { blob, fileName } = await fetchFile(
    `/api/responses/form/${formId}/export?version=${version}`,
  );
  saveBlob(blob, fileName ?? `${title}-responses.csv`);
}

export function useDownloadResponsesCsv() {
  return useMutation({ mutationFn: downloadResponsesCsv });
}
