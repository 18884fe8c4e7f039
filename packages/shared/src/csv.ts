import { addressPartOf, shownAddressParts } from "./address";
import { formatFormTitle } from "./builder-schemas";
import type { AddressPart, AnswerValue, QuestionType, QuestionValidations } from "./entities";

// CSV export of responses (SPEC §9, DESIGN §5): RFC 4180 with every field quoted and
// CRLF line ends, and cells neutralised against formula injection (OWASP). Rows are
// formatted one at a time so the server can stream a large export.

// Written once at the start so spreadsheet apps read the file as UTF-8.
export const CSV_BOM = "\uFEFF";
export const CSV_LINE_END = "\r\n";
export const CSV_ANSWER_SEPARATOR = "; ";
const CSV_RANKING_SEPARATOR = " > ";
// A consent's column says it was given; the agreed text stays in the response itself.
export const CSV_CONSENT_GIVEN = "Agreed";
// An address has a column per part it asks, headed "Question [Part]"; the country is its code.
export const CSV_ADDRESS_PART_NAMES: Record<AddressPart, string> = {
  street: "Street address",
  line2: "Address line 2",
  city: "City",
  region: "State / region",
  postalCode: "Postal code",
  country: "Country",
};

// A question's type and rows decide its columns; without them a question is one text column.
type CsvQuestion = {
  _id: string;
  questionText: string;
  questionType?: QuestionType;
  rows?: readonly string[];
  validations?: Pick<QuestionValidations, "addressParts">;
};
// A number is written bare so spreadsheets read it as a number; text is quoted.
export type CsvCell = string | number;
const NUMBER_COLUMN_TYPES: ReadonlySet<QuestionType | undefined> = new Set([
  "number",
  "linearScale",
]);
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

export function formatCsvCell(value: CsvCell): string {
  if (typeof value === "number") return String(value);
  return `"${neutralizeCsvFormula(value).replaceAll('"', '""')}"`;
}

export function formatCsvRow(cells: readonly CsvCell[]): string {
  return cells.map(formatCsvCell).join(",") + CSV_LINE_END;
}

export function formatAnswerCell(answer: AnswerValue | undefined): string {
  if (answer === undefined) return "";
  if (Array.isArray(answer)) return answer.join(CSV_ANSWER_SEPARATOR);
  return String(answer);
}

// A grid has a column per row, headed "Question [Row]", an address one per part it asks;
// every other question one column.
function columnHeadings(question: CsvQuestion): string[] {
  if (question.questionType === "address") {
    return shownAddressParts(question.validations ?? {}).map(
      (part) => `${question.questionText} [${CSV_ADDRESS_PART_NAMES[part]}]`,
    );
  }
  if (question.questionType !== "matrix") return [question.questionText];
  return (question.rows ?? []).map((row) => `${question.questionText} [${row}]`);
}

function answerCells(question: CsvQuestion, answer: AnswerValue | undefined): CsvCell[] {
  switch (question.questionType) {
    case "matrix": {
      const columns = Array.isArray(answer) ? answer : [];
      return (question.rows ?? []).map((_, index) => columns[index] ?? "");
    }
    case "ranking":
      return [Array.isArray(answer) ? answer.join(CSV_RANKING_SEPARATOR) : ""];
    case "consent":
      return [answer === undefined ? "" : CSV_CONSENT_GIVEN];
    case "address":
      return shownAddressParts(question.validations ?? {}).map((part) =>
        addressPartOf(answer, part),
      );
    default:
      return NUMBER_COLUMN_TYPES.has(question.questionType) && typeof answer === "number"
        ? [answer]
        : [formatAnswerCell(answer)];
  }
}

// The answer columns' headings, in question order (other exports add their own columns).
export function buildAnswerHeadings(questions: readonly CsvQuestion[]): string[] {
  return questions.flatMap(columnHeadings);
}

// One response's answer cells in question order, as the CSV writes them.
export function buildAnswerCells(
  questions: readonly CsvQuestion[],
  answers: CsvResponse["answers"],
): CsvCell[] {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a.answer]));
  return questions.flatMap((question) => answerCells(question, byQuestion.get(question._id)));
}

export function buildExportFileName(
  title: string,
  extension: "csv" | "xlsx",
  contents: "responses" | "unfinished" = "responses",
): string {
  const safeTitle = formatFormTitle(title)
    .replace(UNSAFE_FILE_NAME_CHARACTERS, "_")
    .slice(0, FILE_NAME_TITLE_MAX)
    .replace(/[. ]+$/, "");
  return `${safeTitle || "form"}-${contents}.${extension}`;
}
