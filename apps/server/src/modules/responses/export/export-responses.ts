import { Readable } from "node:stream";
import {
  buildExportFileName,
  type ExportFormat,
  isSection,
  type ResponsesFilter,
} from "@formloom/shared";
import type { Database } from "../../../db/client.js";
import { type FileLinks, fileLinkExpiry } from "../../../lib/file-links.js";
import type { Access } from "../../../lib/workspace-access.js";
import { recordAudit } from "../../audit/record-audit.js";
import { formEntry } from "../../forms/service.js";
import { readSettings } from "../../forms/to-form-dto.js";
import { findOwnedVersion, toFilterCondition } from "../common/owned-version.js";
import { generateCsv } from "./export-csv.js";
import type { ExportColumns, ExportSource } from "./export-rows.js";
import type { ExportSlots } from "./export-slots.js";
import { generateXlsx } from "./export-xlsx.js";

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export type ExportedFile = { fileName: string; contentType: string; content: Readable };

/**
 * The owner's responses of one version as a file, streamed, narrowed by the responses page's
 * filters when any are given. A form offered in several languages gets a Language column, so
 * SPEC's file stays byte for byte for every other form. File answers link to the file through a
 * link signed for a week, so the file opens outside the app. Each export holds one of the
 * server's export slots from before its first page is read until its stream closes, however it
 * ends: finished, failed or left by the client. The first chunk is made before this resolves, so
 * a failing query is still an error status, never a file that stops short.
 */
export async function exportResponses(
  { db, fileLinks, slots }: { db: Database; fileLinks: FileLinks; slots: ExportSlots },
  {
    access,
    formId,
    version,
    format,
    columns,
    filter = {},
    signal,
  }: {
    access: Access;
    formId: string;
    version?: number;
    format: ExportFormat;
    columns: Omit<ExportColumns, "language">;
    filter?: ResponsesFilter;
    /** Aborts the wait for a slot when the client leaves. */
    signal?: AbortSignal;
  },
): Promise<ExportedFile> {
  const { form, version: wanted } = await findOwnedVersion(db, { access, formId, version });
  const settings = readSettings(form);
  const where = toFilterCondition(
    {
      formId,
      version: wanted,
      questions: form.questions,
      hiddenFields: form.hiddenFields,
      settings,
    },
    filter,
  );
  const expires = fileLinkExpiry();
  const source: ExportSource = {
    formId,
    version: wanted,
    // Sections are page breaks: no column of their own.
    questions: form.questions.filter((question) => !isSection(question)),
    hiddenFields: form.hiddenFields,
    variables: settings.calculations.variables,
    columns: { ...columns, language: settings.languages.length > 0 },
    fileLink: (fileId) => fileLinks.create(fileId, expires),
    filter: where,
  };
  const release = await slots.take({ format, accountId: access.userId, signal });
  // An export changes nothing: its entry is written as it starts.
  await recordAudit(
    db,
    access.actor,
    formEntry(form.workspaceId, "responses.exported", formId, { format, version: wanted }),
  ).catch((error: unknown) => {
    release();
    throw error;
  });
  let chunks: AsyncGenerator<string | Buffer>;
  let first: IteratorResult<string | Buffer>;
  try {
    chunks = format === "csv" ? generateCsv(db, source) : generateXlsx(db, source);
    first = await chunks.next();
  } catch (error) {
    release();
    throw error;
  }
  const content = Readable.from(startWith(first, chunks));
  // A stream destroyed before it was read never starts its generator: end the writer here (the
  // Excel one holds a worker thread) before the slot is given back.
  content.once("close", () => {
    chunks.return(undefined).then(release, release);
  });
  return {
    fileName: buildExportFileName(form.title, format),
    contentType: CONTENT_TYPES[format],
    content,
  };
}

async function* startWith<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>) {
  if (first.done) return;
  yield first.value;
  yield* rest;
}
