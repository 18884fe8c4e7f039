import {
  type AnswerValue,
  buildCsvHeader,
  buildCsvRow,
  CSV_BOM,
  parseFileUrl,
  type Question,
} from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { formatCsvTimestamp } from "./format-csv-timestamp.js";
import { findResponsesAfter } from "./repo.js";

const BATCH_SIZE = 1000;

/**
 * The CSV file (SPEC §9) in chunks of a thousand rows fetched by keyset, so memory stays the
 * same whatever the number of responses. File answers become links the owner can open.
 */
export async function* generateCsv(
  db: Database,
  {
    formId,
    version,
    questions,
    publicUrl,
  }: { formId: string; version: number; questions: Question[]; publicUrl: string },
): AsyncGenerator<string> {
  const fileQuestionIds = new Set(
    questions.filter((q) => q.questionType === "file").map((q) => q._id),
  );
  const toCell = (questionId: string, answer: AnswerValue): AnswerValue =>
    fileQuestionIds.has(questionId) && typeof answer === "string" && parseFileUrl(answer)
      ? `${publicUrl}${answer}`
      : answer;

  yield CSV_BOM + buildCsvHeader(questions);
  let afterId: string | undefined;
  for (;;) {
    const batch = await findResponsesAfter(db, { formId, version, afterId, limit: BATCH_SIZE });
    if (batch.length === 0) return;
    let chunk = "";
    for (const row of batch) {
      const answers = (row.answers as { questionId: string; answer: AnswerValue }[]).map((a) => ({
        questionId: a.questionId,
        answer: toCell(a.questionId, a.answer),
      }));
      chunk += buildCsvRow(
        questions,
        { createdAt: row.submittedAt.toISOString(), answers },
        formatCsvTimestamp,
      );
    }
    yield chunk;
    afterId = batch.at(-1)?.id;
  }
}
