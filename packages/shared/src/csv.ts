import { formatFormTitle } from "./builder-schemas";
import type { AnswerValue } from "./entities";

// CSV export of responses (SPEC §9, DESIGN §5): RFC 4180 with every field quoted and
// CRLF line ends, and cells neutralised against formula injection (OWASP). Rows are
// formatted one at a time so the server can stream a large export.

// Written once at the start so spreadsheet apps read the file as UTF-8.
export const CSV_BOM = "\uFEFF";
export const CSV_LINE_END = "\r\n";
export const CSV_ANSWER_SEPARATOR = "; ";

type CsvQuestion = { _id: string; questionText: string };
type CsvResponse = {
  createdAt: string;
  answers: readonly { questionId: string; answer: AnswerValue }[];
};

// Spreadsheets skip leading spaces and read full-width ＝ ＋ － ＠ as their ASCII forms.
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;
const UNSAFE_FILE_NAME_CHARACTERS = /[<>:"/\\|?*\p{Cc}]/gu;
const FILE_NAME_TITLE_MAX = 150;

// A spreadsheet would run a cell starting with = + - @ (after any spaces, in ASCII or
// full width, or behind a control character that hides one) as a formula; a leading
// apostrophe makes it text.
export function neutralizeCsvFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function formatCsvCell(value: string): string {
  return `"${neutralizeCsvFormula(value).replaceAll('"', '""')}"`;
}

export function formatCsvRow(cells: readonly string[]): string {
  return cells.map(formatCsvCell).join(",") + CSV_LINE_END;
}

export function formatAnswerCell(answer: AnswerValue | undefined): string {
  if (answer === undefined) return "";
  if (Array.isArray(answer)) return answer.join(CSV_ANSWER_SEPARATOR);
  return String(answer);
}

export function buildCsvHeader(questions: readonly CsvQuestion[]): string {
  return formatCsvRow(["Timestamp", ...questions.map((question) => question.questionText)]);
}

// One response as a row in question order; the timestamp is the submit time as stored
// (ISO 8601) unless the caller formats it.
export function buildCsvRow(
  questions: readonly CsvQuestion[],
  response: CsvResponse,
  formatTimestamp: (iso: string) => string = (iso) => iso,
): string {
  const byQuestion = new Map(response.answers.map((a) => [a.questionId, a.answer]));
  const answers = questions.map((question) => formatAnswerCell(byQuestion.get(question._id)));
  return formatCsvRow([formatTimestamp(response.createdAt), ...answers]);
}

// The whole file at once, for the browser's export of the responses already loaded.
export function buildCsv(
  questions: readonly CsvQuestion[],
  responses: Iterable<CsvResponse>,
  formatTimestamp?: (iso: string) => string,
): string {
  let csv = CSV_BOM + buildCsvHeader(questions);
  for (const response of responses) csv += buildCsvRow(questions, response, formatTimestamp);
  return csv;
}

export function buildCsvFileName(title: string): string {
  const safeTitle = formatFormTitle(title)
    .replace(UNSAFE_FILE_NAME_CHARACTERS, "_")
    .slice(0, FILE_NAME_TITLE_MAX)
    .replace(/[. ]+$/, "");
  return `${safeTitle || "form"}-responses.csv`;
}
