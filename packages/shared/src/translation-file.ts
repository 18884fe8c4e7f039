import { CSV_BOM, formatCsvRow, neutralizeCsvFormula } from "./csv";
import {
  currentTextsOf,
  type FormTexts,
  type FormTranslations,
  type SourceText,
} from "./form-texts";
import { TRANSLATIONS_MESSAGES } from "./form-translations";
import { isLanguageCode, LANGUAGES, type LanguageCode } from "./languages";
import type { Result } from "./result";
import type { LabelledSourceText } from "./source-text-labels";

// The file a form's texts go to translators in and come back from: one row per text, its key,
// what it is, the default-language text, then a column per added language. A row is applied
// only while the form still has that text unchanged, so a translation never lands on a text
// that was edited after the export.

export const TRANSLATION_FILE_HEADERS = { key: "key", label: "what it is" } as const;

export const TRANSLATION_FILE_MESSAGES = {
  noKeyColumn: `The file has no "${TRANSLATION_FILE_HEADERS.key}" column.`,
  noSourceColumn: (language: LanguageCode) =>
    `The file has no "${language}" column with the ${LANGUAGES[language].englishName} texts.`,
  sourceChanged: "The default text changed since the export",
  columnNotAdded: (header: string) =>
    isLanguageCode(header)
      ? TRANSLATIONS_MESSAGES.languageNotAdded(header)
      : `"${header}" is not one of this form's languages`,
} as const;

type FormLanguages = { language: LanguageCode; languages: readonly LanguageCode[] };

type TranslationFileInput = FormLanguages & {
  sources: readonly LabelledSourceText[];
  translations: FormTranslations;
};

/** The translators' file: UTF-8 with a BOM, every field quoted, CRLF line ends. */
export function writeTranslationFile({
  sources,
  language,
  languages,
  translations,
}: TranslationFileInput): string {
  const header = formatCsvRow([
    TRANSLATION_FILE_HEADERS.key,
    TRANSLATION_FILE_HEADERS.label,
    language,
    ...languages,
  ]);
  const rows = sources.map((source) =>
    formatCsvRow([
      source.key,
      source.group === source.label ? source.label : `${source.group} · ${source.label}`,
      source.text,
      ...languages.map((added) => translations[added]?.[source.key] ?? ""),
    ]),
  );
  return CSV_BOM + header + rows.join("");
}

/** A cell as it was before the export neutralised it against formulas ('=1 → =1). */
export function restoreCsvFormula(cell: string): string {
  const unquoted = cell.slice(1);
  return cell.startsWith("'") && neutralizeCsvFormula(unquoted) === cell ? unquoted : cell;
}

export type UnmatchedRow = { line: number; key: string; reason: string };

export type TranslationImport = {
  /** For each language column: key → text of each row applied; a blank text removes one. */
  translations: Partial<Record<LanguageCode, Record<string, string>>>;
  /** How many non-blank translations the rows applied. */
  applied: number;
  unmatched: UnmatchedRow[];
};

type Columns = { key: number; source: number; languages: [LanguageCode, number][] };

function findColumns(header: readonly string[], form: FormLanguages, unmatched: UnmatchedRow[]) {
  const names = header.map((cell, index) =>
    (index === 0 ? cell.replace(CSV_BOM, "") : cell).trim(),
  );
  const columns: Columns = {
    key: names.indexOf(TRANSLATION_FILE_HEADERS.key),
    source: -1,
    languages: [],
  };
  names.forEach((name, index) => {
    if (name === TRANSLATION_FILE_HEADERS.key || name === TRANSLATION_FILE_HEADERS.label) return;
    if (name === form.language) columns.source = index;
    else if (isLanguageCode(name) && form.languages.includes(name))
      columns.languages.push([name, index]);
    else if (name !== "")
      unmatched.push({
        line: 1,
        key: name,
        reason: TRANSLATION_FILE_MESSAGES.columnNotAdded(name),
      });
  });
  return columns;
}

/**
 * The translations of a file's rows (`rows[0]` its header, as a CSV parser gives them) that
 * still match the form's texts, and why each other row was left out. Refused when the file has
 * no key or default-language column.
 */
export function readTranslationRows(
  rows: readonly (readonly string[])[],
  sources: readonly SourceText[],
  form: FormLanguages,
): Result<TranslationImport> {
  const unmatched: UnmatchedRow[] = [];
  const columns = findColumns(rows[0] ?? [], form, unmatched);
  if (columns.key < 0) return { ok: false, message: TRANSLATION_FILE_MESSAGES.noKeyColumn };
  if (columns.source < 0)
    return { ok: false, message: TRANSLATION_FILE_MESSAGES.noSourceColumn(form.language) };

  const byKey = new Map(sources.map((source) => [source.key, source]));
  const translations: Partial<Record<LanguageCode, Record<string, string>>> = {};
  for (const [language] of columns.languages) translations[language] = {};
  let applied = 0;

  rows.slice(1).forEach((row, index) => {
    const line = index + 2;
    // A spreadsheet may save a line break inside a cell as CRLF.
    const cell = (column: number) => restoreCsvFormula(row[column] ?? "").replaceAll("\r\n", "\n");
    if (row.every((value) => value.trim() === "")) return;
    const key = cell(columns.key).trim();
    const source = byKey.get(key);
    const mismatch = !source
      ? TRANSLATIONS_MESSAGES.unknownKey
      : cell(columns.source).trim() !== source.text.replaceAll("\r\n", "\n").trim()
        ? TRANSLATION_FILE_MESSAGES.sourceChanged
        : undefined;
    if (!source || mismatch) {
      unmatched.push({ line, key, reason: mismatch ?? TRANSLATIONS_MESSAGES.unknownKey });
      return;
    }
    for (const [language, column] of columns.languages) {
      const text = cell(column).trim();
      if (text.length > source.max) {
        const reason = `${LANGUAGES[language].englishName}: ${TRANSLATIONS_MESSAGES.tooLongFor(source.max)}`;
        unmatched.push({ line, key, reason });
        continue;
      }
      (translations[language] as Record<string, string>)[key] = text;
      if (text !== "") applied += 1;
    }
  });
  return { ok: true, value: { translations, applied, unmatched } };
}

/**
 * One language's texts after an import: the saved ones the form still has, with the file's rows
 * laid over them (a blank cell removes a translation; a row not in the file keeps it).
 */
export function mergeImportedTexts(
  sources: readonly SourceText[],
  saved: FormTexts | undefined,
  imported: Readonly<Record<string, string>>,
): Record<string, string> {
  const merged: Record<string, string> = { ...currentTextsOf(sources, saved), ...imported };
  for (const [key, text] of Object.entries(merged)) if (text.trim() === "") delete merged[key];
  return merged;
}
