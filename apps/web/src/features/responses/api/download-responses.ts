import type { ExportFormat, ResponsesFilter } from "@formloom/shared";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";

export type ExportChoices = { format: ExportFormat; respondent: boolean; scores: boolean };

export const DEFAULT_EXPORT_CHOICES: ExportChoices = {
  format: "csv",
  respondent: false,
  scores: false,
};

type DownloadResponsesInput = ExportChoices & {
  formId: string;
  version: number;
  title: string;
  filter?: ResponsesFilter;
};

/**
 * GET /api/responses/form/{id}/export: the CSV of SPEC §9 with the default choices and no
 * filter (the same call as ever), else the columns, format and filters asked for; saved under
 * the server's name.
 */
export async function downloadResponses({
  formId,
  version,
  title,
  format,
  respondent,
  scores,
  filter = {},
}: DownloadResponsesInput) {
  const { blob, fileName } = await apiClient.download(`/responses/form/${formId}/export`, {
    query: {
      version,
      ...filter,
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
