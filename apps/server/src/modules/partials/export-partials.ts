import { buildExportFileName, CSV_BOM, formatCsvRow, isSection } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { type FileLinks, fileLinkExpiry } from "../../lib/file-links.js";
import type { Access } from "../../lib/workspace-access.js";
import { findOwnedVersion } from "../responses/common/owned-version.js";
import {
  buildAnswerColumns,
  createAnswerCells,
  type StoredAnswer,
} from "../responses/export/export-rows.js";
import { formatCsvTimestamp } from "../responses/export/format-csv-timestamp.js";
import { findAllUnfinished } from "./repo.js";

/**
 * The form's unfinished responses as a CSV: when each started and was last touched, the page it
 * reached (the first is 1), then the answers and hidden fields in the responses export's columns,
 * of the form's current version. An answer kept on an older version shows under its question
 * when the current version still has it. Open partials are few and expire, so the file is made
 * whole; cells pass the same formula guard as every CSV.
 */
export async function exportPartialsCsv(
  { db, fileLinks }: { db: Database; fileLinks: FileLinks },
  { access, formId }: { access: Access; formId: string },
): Promise<{ fileName: string; content: string }> {
  const { form } = await findOwnedVersion(db, { access, formId });
  const questions = form.questions.filter((question) => !isSection(question));
  const expires = fileLinkExpiry();
  const toAnswerCells = createAnswerCells(questions, (fileId) => fileLinks.create(fileId, expires));
  const headings = [
    "Started",
    "Last activity",
    "Page reached",
    ...buildAnswerColumns(questions).map((column) => column.heading),
    ...form.hiddenFields,
  ];
  let content = CSV_BOM + formatCsvRow(headings);
  for (const partial of await findAllUnfinished(db, formId)) {
    content += formatCsvRow([
      formatCsvTimestamp(partial.createdAt.toISOString()),
      formatCsvTimestamp(partial.lastActivityAt.toISOString()),
      partial.pageReached + 1,
      ...toAnswerCells(partial.answers as StoredAnswer[]),
      ...form.hiddenFields.map((name) =>
        Object.hasOwn(partial.hiddenFields, name) ? (partial.hiddenFields[name] ?? "") : "",
      ),
    ]);
  }
  return { fileName: buildExportFileName(form.title, "csv", "unfinished"), content };
}
