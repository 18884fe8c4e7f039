import type { ExportFormat } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { saveBlob } from "../utils/save-blob";

export type ExportChoices = { format: ExportFormat; respondent: boolean; scores: boolean };

export const DEFAULT_EXPORT_CHOICES: ExportChoices = {
  format: "csv",
  respondent: false,
  scores: false,
};

type DownloadResponsesInput = ExportChoices & { formId: string; version: number; title: string };

/**
 * GET /api/responses/form/{id}/export: the CSV of SPEC §9 with the default choices (the same
 * call as ever), else the columns and format asked for; saved under the server's name.
 */
export async function downloadResponses({
  formId,
  version,
  title,
  format,
  respondent,
  scores,
}: DownloadResponsesInput) {
  const { blob, fileName } = await apiClient.download(`/responses/form/${formId}/export`, {
    query: {
      version,
      ...(format !== "csv" && { format }),
      ...(respondent && { respondent: "true" }),
      ...(scores && { scores: "true" }),
    },
  });
  saveBlob(blob, fileName ?? `${title}-responses.${format}`);
}

export function useDownloadResponses() {
  return useMutation({ mutationFn: downloadResponses });
}
