import {
  type AnswerValue,
  buildAnswerCells,
  buildAnswerHeadings,
  type CsvCell,
  type FormVariable,
  parseFileUrl,
  type Question,
  takesUploadedFile,
  toOwnerAnswer,
  toOwnerText,
  toShownRespondentEmail,
} from "@formloom/shared";
import type { SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { type ExportedRow, findResponsesAfter } from "./repo.js";

// Each page is read, parsed and written out in one stretch of the server's thread, which other
// requests wait for: measured beside a 100,000-response CSV export (bench/heavy-read-stall.mjs),
// pages of 1,000 held them up to 209 ms at p99 on the embedded database, pages of 250 up to
// 56 ms, and the export took no longer.
const BATCH_SIZE = 250;

/**
 * The columns an export adds around the answers: respondent and scores as the export dialog
 * picks them, language whenever the form can be answered in more than one.
 */
export type ExportColumns = { respondent: boolean; scores: boolean; language: boolean };

/** What every export format reads: one version's questions (no section) and its responses. */
export type ExportSource = {
  formId: string;
  version: number;
  questions: Question[];
  /** The version's hidden fields: a column each, after the answers. */
  hiddenFields: readonly string[];
  /** The form's variables (calculations.ts): a column each, after the hidden fields. */
  variables: readonly Pick<FormVariable, "name" | "kind">[];
  columns: ExportColumns;
  /** The link written for a file answer, e.g. a signed one that opens outside the app. */
  fileLink: (fileId: string) => string;
  /** The responses page's filters as a condition; every response of the version without one. */
  filter?: SQL;
};

/** A cell's kind beyond text, so a spreadsheet can hold a real number or date. */
export type ColumnKind = "timestamp" | "date" | "number" | "file" | "text";
export type ExportColumn = { heading: string; kind: ColumnKind };

const NUMBER_TYPES = new Set<Question["questionType"]>(["number", "rating", "linearScale"]);

function toColumnKind(type: Question["questionType"]): ColumnKind {
  if (NUMBER_TYPES.has(type)) return "number";
  if (type === "date") return type;
  if (takesUploadedFile(type)) return "file";
  return "text";
}

/** The answers' columns, a grid's one per row; a piped answer in a question's text as "@<question>". */
export function buildAnswerColumns(questions: readonly Question[]): ExportColumn[] {
  return questions.flatMap((question) =>
    buildAnswerHeadings([
      { ...question, questionText: toOwnerText(question.questionText, questions) },
    ]).map((heading) => ({ heading, kind: toColumnKind(question.questionType) })),
  );
}

/**
 * The headings in file order: timestamp, respondent, the answers' columns, the hidden fields,
 * the variables, scores, then the
 * language, last so that every other column keeps its place.
 */
export function buildExportColumns(source: ExportSource): ExportColumn[] {
  const answerColumns = buildAnswerColumns(source.questions);
  return [
    { heading: "Timestamp", kind: "timestamp" },
    ...(source.columns.respondent
      ? [
          { heading: "Name", kind: "text" as const },
          { heading: "Email", kind: "text" as const },
        ]
      : []),
    ...answerColumns,
    ...source.hiddenFields.map((name) => ({ heading: name, kind: "text" as const })),
    ...source.variables.map(({ name, kind }) => ({ heading: name, kind })),
    ...(source.columns.scores
      ? [
          { heading: "Score", kind: "number" as const },
          { heading: "Max score", kind: "number" as const },
          { heading: "Percentage", kind: "number" as const },
        ]
      : []),
    ...(source.columns.language ? [{ heading: "Language", kind: "text" as const }] : []),
  ];
}

export type StoredAnswer = { questionId: string; answer: AnswerValue };

/**
 * A response's answer cells as every export writes them: in question order, piped texts as the
 * owner reads them, file answers as links.
 */
export function createAnswerCells(
  questions: Question[],
  fileLink: (fileId: string) => string,
): (answers: readonly StoredAnswer[]) => CsvCell[] {
  const fileQuestionIds = new Set(
    questions.filter((q) => takesUploadedFile(q.questionType)).map((q) => q._id),
  );
  const byId = new Map(questions.map((question) => [question._id, question]));
  const toAnswer = (questionId: string, answer: AnswerValue): AnswerValue => {
    const question = byId.get(questionId);
    if (question) answer = toOwnerAnswer(answer, question, questions);
    if (!fileQuestionIds.has(questionId) || typeof answer !== "string") return answer;
    const fileId = parseFileUrl(answer);
    return fileId ? fileLink(fileId) : answer;
  };
  return (answers) =>
    buildAnswerCells(
      questions,
      answers.map((a) => ({ questionId: a.questionId, answer: toAnswer(a.questionId, a.answer) })),
    );
}

/**
 * A response's cells after its timestamp, as the CSV writes them: respondent, answers (file
 * answers as links), hidden fields, scores, language (empty for a response stored before it was recorded).
 */
export function createRowCells(source: ExportSource): (row: ExportedRow) => CsvCell[] {
  const toAnswerCells = createAnswerCells(source.questions, source.fileLink);
  return (row) => [
    ...(source.columns.respondent
      ? [row.respondentName, toShownRespondentEmail(row.respondentEmail)]
      : []),
    ...toAnswerCells(row.answers as StoredAnswer[]),
    ...source.hiddenFields.map((name) =>
      Object.hasOwn(row.hiddenFields, name) ? (row.hiddenFields[name] ?? "") : "",
    ),
    ...source.variables.map(({ name }) =>
      Object.hasOwn(row.variables, name) ? (row.variables[name] ?? "") : "",
    ),
    ...(source.columns.scores ? [row.score, row.maxScore, row.percentage] : []),
    ...(source.columns.language ? [row.language ?? ""] : []),
  ];
}

/** The responses a page at a time by keyset, so memory stays flat whatever their number. */
export async function* readExportBatches(
  db: Database,
  { formId, version, filter }: Pick<ExportSource, "formId" | "version" | "filter">,
): AsyncGenerator<ExportedRow[]> {
  let afterId: string | undefined;
  for (;;) {
    const batch = await findResponsesAfter(db, {
      formId,
      version,
      afterId,
      limit: BATCH_SIZE,
      filter,
    });
    if (batch.length === 0) return;
    yield batch;
    afterId = batch.at(-1)?.id;
  }
}
