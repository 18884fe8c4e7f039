import { describe, expect, it } from "vitest";
import { sourceTextsOf, type TranslatableForm, type TranslatableQuestion } from "./form-texts";
import { groupSourceTexts, labelSourceTexts } from "./source-text-labels";
import {
  mergeImportedTexts,
  readTranslationRows,
  restoreCsvFormula,
  TRANSLATION_FILE_MESSAGES,
  writeTranslationFile,
} from "./translation-file";

const question = (overrides: Partial<TranslatableQuestion>): TranslatableQuestion => ({
  _id: "q1",
  questionType: "multipleChoice",
  questionText: "Colour?",
  description: "",
  options: [],
  rows: [],
  scaleMinLabel: "",
  scaleMaxLabel: "",
  ...overrides,
});

const form: TranslatableForm = {
  title: "Survey",
  description: "",
  questions: [
    question({ _id: "s1", questionType: "section", questionText: "About you" }),
    question({ _id: "q1", options: ["Red", "=1+1"] }),
  ],
  settings: { confirmationMessage: "Thanks", closedMessage: "" },
};
const sources = labelSourceTexts(form, sourceTextsOf(form));
const languages = { language: "en", languages: ["de", "fr"] } as const;

/** The file as a CSV parser hands it back: its rows of cells, quotes and BOM handled. */
function parse(csv: string): string[][] {
  return csv
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split('","').map((cell) => cell.replace(/^\uFEFF?"|"$/g, "")));
}

describe("labelSourceTexts", () => {
  it("names each text after its item, numbered as the builder numbers them", () => {
    expect(sources.map(({ group, label }) => `${group} / ${label}`)).toEqual([
      "Form / Title",
      "Section 1 / Title",
      "Question 1 / Question text",
      "Question 1 / Option",
      "Question 1 / Option",
      "Messages / Confirmation message",
    ]);
    expect(groupSourceTexts(sources).map(({ group }) => group)).toEqual([
      "Form",
      "Section 1",
      "Question 1",
      "Messages",
    ]);
  });
});

describe("writeTranslationFile", () => {
  it("writes a BOM, quoted fields, CRLF, the default and each added language", () => {
    const csv = writeTranslationFile({
      sources,
      ...languages,
      translations: { de: { title: "Umfrage" } },
    });
    expect(csv.startsWith('\uFEFF"key","what it is","en","de","fr"\r\n')).toBe(true);
    expect(csv).toContain('"title","Form · Title","Survey","Umfrage",""\r\n');
    expect(csv).toContain(`"q:q1:option:=1+1","Question 1 · Option","'=1+1","",""\r\n`);
  });
});

describe("restoreCsvFormula", () => {
  it("undoes the apostrophe the export put before a formula, and nothing else", () => {
    expect(restoreCsvFormula("'=1+1")).toBe("=1+1");
    expect(restoreCsvFormula("' -2")).toBe(" -2");
    expect(restoreCsvFormula("'tis")).toBe("'tis");
    expect(restoreCsvFormula("plain")).toBe("plain");
  });
});

describe("readTranslationRows", () => {
  const exported = parse(writeTranslationFile({ sources, ...languages, translations: {} }));
  const withGerman = (rows: string[][], texts: Record<number, string>) =>
    rows.map((row, index) =>
      index in texts ? [row[0]!, row[1]!, row[2]!, texts[index]!, ""] : row,
    );

  it("applies the file's translations by key, formulas restored", () => {
    const rows = withGerman(exported, { 1: "Umfrage", 5: "'=1+1", 6: "Danke" });
    const result = readTranslationRows(rows, sources, languages);
    expect(result).toEqual({
      ok: true,
      value: {
        translations: {
          de: {
            title: "Umfrage",
            "q:s1:questionText": "",
            "q:q1:questionText": "",
            "q:q1:option:Red": "",
            "q:q1:option:=1+1": "=1+1",
            confirmationMessage: "Danke",
          },
          fr: {
            title: "",
            "q:s1:questionText": "",
            "q:q1:questionText": "",
            "q:q1:option:Red": "",
            "q:q1:option:=1+1": "",
            confirmationMessage: "",
          },
        },
        applied: 3,
        unmatched: [],
      },
    });
  });

  it("leaves out a row whose text the form no longer has or whose default text changed", () => {
    const rows = withGerman(exported, { 1: "Umfrage", 3: "Farbe?" });
    rows[1]![0] = "q:gone:questionText";
    rows[3]![2] = "Colour now?";
    const result = readTranslationRows(rows, sources, languages);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.applied).toBe(0);
    expect(result.value.unmatched).toEqual([
      { line: 2, key: "q:gone:questionText", reason: "This text is no longer in the form" },
      { line: 4, key: "q:q1:questionText", reason: TRANSLATION_FILE_MESSAGES.sourceChanged },
    ]);
  });

  it("reports a language column the form does not add once, and a text too long", () => {
    const rows = exported.map((row) => [...row, ""]);
    rows[0]![5] = "es";
    rows[1]![3] = "x".repeat(201);
    rows[2]![5] = "Sobre ti";
    const result = readTranslationRows(rows, sources, languages);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.unmatched).toEqual([
      { line: 1, key: "es", reason: "Spanish is not one of this form's added languages" },
      { line: 2, key: "title", reason: "German: This translation must be at most 200 characters" },
    ]);
    expect(result.value.translations).not.toHaveProperty("es");
  });

  it("skips blank rows and refuses a file without its key or default-language column", () => {
    const withBlank = [...exported, ["", "", "", "", ""]];
    const read = readTranslationRows(withBlank, sources, languages);
    expect(read.ok && read.value.unmatched).toEqual([]);
    expect(readTranslationRows([["id", "en"]], sources, languages)).toEqual({
      ok: false,
      message: TRANSLATION_FILE_MESSAGES.noKeyColumn,
    });
    expect(readTranslationRows([["key", "de"]], sources, languages)).toEqual({
      ok: false,
      message: 'The file has no "en" column with the English texts.',
    });
  });
});

describe("mergeImportedTexts", () => {
  it("lays the file over the saved texts the form still has; a blank cell removes one", () => {
    const saved = { title: "Alt", confirmationMessage: "Danke", "q:gone:questionText": "Weg" };
    expect(
      mergeImportedTexts(sources, saved, { title: "Umfrage", confirmationMessage: "" }),
    ).toEqual({
      title: "Umfrage",
    });
  });
});
