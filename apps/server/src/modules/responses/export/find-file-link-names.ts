import { type AnswerValue, parseFileUrl, takesUploadedFile } from "@formloom/shared";
import type { Database } from "../../../db/client.js";
import { findFileNames } from "../../uploads/repo.js";
import type { ExportSource } from "./export-rows.js";
import type { ExportedRow } from "./repo.js";

/**
 * For a page of exported rows: each file link the export writes (links are the same for the
 * same file within one export), with the name the respondent's file was uploaded under.
 */
export async function findFileLinkNames(
  db: Database,
  source: Pick<ExportSource, "formId" | "questions" | "fileLink">,
  rows: readonly ExportedRow[],
): Promise<Map<string, string>> {
  const fileQuestionIds = new Set(
    source.questions.filter((q) => takesUploadedFile(q.questionType)).map((q) => q._id),
  );
  if (fileQuestionIds.size === 0) return new Map();
  const fileIds = new Set<string>();
  for (const row of rows) {
    for (const { questionId, answer } of row.answers as {
      questionId: string;
      answer: AnswerValue;
    }[]) {
      const fileId =
        typeof answer === "string" && fileQuestionIds.has(questionId) && parseFileUrl(answer);
      if (fileId) fileIds.add(fileId);
    }
  }
  const names = await findFileNames(db, source.formId, [...fileIds]);
  return new Map([...names].map(([fileId, name]) => [source.fileLink(fileId), name]));
}
