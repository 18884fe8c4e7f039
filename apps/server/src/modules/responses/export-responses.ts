import { Readable } from "node:stream";
import {
  buildExportFileName,
  type ExportFormat,
  isSection,
  type ResponsesFilter,
} from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { type FileLinks, fileLinkExpiry } from "../../lib/file-links.js";
import { generateCsv } from "./export-csv.js";
import type { ExportColumns, ExportSource } from "./export-rows.js";
import { generateXlsx } from "./export-xlsx.js";
import { findOwnedVersion, toFilterCondition } from "./service.js";

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export type ExportedFile = { fileName: string; contentType: string; content: Readable };

/**
 * The owner's responses of one version as a file, streamed, narrowed by the responses page's
 * filters when any are given. File answers link to the file through a link signed for a week,
 * so the file opens outside the app.
 */
export async function exportResponses(
  { db, fileLinks }: { db: Database; fileLinks: FileLinks },
  {
    ownerId,
    formId,
    version,
    format,
    columns,
    filter = {},
  }: {
    ownerId: string;
    formId: string;
    version?: number;
    format: ExportFormat;
    columns: ExportColumns;
    filter?: ResponsesFilter;
  },
): Promise<ExportedFile> {
  const { form, version: wanted } = await findOwnedVersion(db, { ownerId, formId, version });
  const where = toFilterCondition({ formId, version: wanted, questions: form.questions }, filter);
  const expires = fileLinkExpiry();
  const source: ExportSource = {
    formId,
    version: wanted,
    // Sections are page breaks: no column of their own.
    questions: form.questions.filter((question) => !isSection(question)),
    columns,
    fileLink: (fileId) => fileLinks.create(fileId, expires),
    filter: where,
  };
  return {
    fileName: buildExportFileName(form.title, format),
    contentType: CONTENT_TYPES[format],
    content: Readable.from(format === "csv" ? generateCsv(db, source) : generateXlsx(db, source)),
  };
}
