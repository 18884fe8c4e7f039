import { describe, expect, it } from "vitest";
import {
  buildAnswerCells,
  buildAnswerHeadings,
  buildExportFileName,
  formatAnswerCell,
  formatCsvCell,
  formatCsvRow,
  neutralizeCsvFormula,
} from "./csv";

const questions = [
  { _id: "q1", questionText: "Name" },
  { _id: "q2", questionText: "Colours" },
  { _id: "q3", questionText: "Rating" },
];

describe("formatCsvCell", () => {
  it("quotes every field", () => {
    expect(formatCsvCell("plain")).toBe('"plain"');
    expect(formatCsvCell("")).toBe('""');
  });

  it("doubles quotes and keeps commas and newlines inside the quotes", () => {
    expect(formatCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(formatCsvCell("a,b")).toBe('"a,b"');
    expect(formatCsvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
  });
});

describe("neutralizeCsvFormula", () => {
  it.each([
    "=SUM(A1)",
    "+1",
    "-1",
    "@cmd",
    "\tx",
    "\rx",
    "\nx",
    " =1",
    "   +cmd|' /C calc'!A0",
    "\u00a0=1",
    "\u3000@SUM(1)",
    '＝HYPERLINK("http://evil.example")',
    "＋1",
    "－1",
    "＠cmd",
    " ＝1",
  ])("prefixes an apostrophe to %j", (value) => {
    expect(neutralizeCsvFormula(value)).toBe(`'${value}`);
  });

  it("leaves other cells alone, including a formula character later on", () => {
    expect(neutralizeCsvFormula("a=b")).toBe("a=b");
    expect(neutralizeCsvFormula(" a =1")).toBe(" a =1");
    expect(neutralizeCsvFormula("   ")).toBe("   ");
    expect(neutralizeCsvFormula("１+1")).toBe("１+1");
  });

  it("is applied inside quoted cells", () => {
    expect(formatCsvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });
});

describe("rows", () => {
  it("ends every row with CRLF", () => {
    expect(formatCsvRow(["a", "b"])).toBe('"a","b"\r\n');
  });

  it("heads each question's column with its text", () => {
    expect(buildAnswerHeadings(questions)).toEqual(["Name", "Colours", "Rating"]);
  });

  it("formats a response in question order, with lists joined and missing answers empty", () => {
    const cells = buildAnswerCells(questions, [
      { questionId: "q3", answer: 4 },
      { questionId: "q2", answer: ["Red", "Blue"] },
    ]);
    expect(formatCsvRow(cells)).toBe('"","Red; Blue","4"\r\n');
  });

  it("gives a grid a column per row, a ranking one ordered cell, numbers and scales bare", () => {
    const typed = [
      { _id: "g", questionText: "Rate", questionType: "matrix" as const, rows: ["Food", "Staff"] },
      { _id: "k", questionText: "Order", questionType: "ranking" as const },
      { _id: "n", questionText: "Age", questionType: "number" as const },
      { _id: "s", questionText: "NPS", questionType: "linearScale" as const },
      { _id: "d", questionText: "Day", questionType: "date" as const },
      { _id: "r", questionText: "Stars", questionType: "rating" as const },
    ];
    expect(buildAnswerHeadings(typed)).toEqual([
      "Rate [Food]",
      "Rate [Staff]",
      "Order",
      "Age",
      "NPS",
      "Day",
      "Stars",
    ]);
    const cells = buildAnswerCells(typed, [
      { questionId: "g", answer: ["", "Good"] },
      { questionId: "k", answer: ["B", "A", "C"] },
      { questionId: "n", answer: -2.5 },
      { questionId: "s", answer: 9 },
      { questionId: "d", answer: "2026-02-28" },
      { questionId: "r", answer: 4 },
    ]);
    expect(formatCsvRow(cells)).toBe('"","Good","B > A > C",-2.5,9,"2026-02-28","4"\r\n');
  });

  it("leaves an unanswered grid's and number's cells empty", () => {
    const typed = [
      { _id: "g", questionText: "Rate", questionType: "matrix" as const, rows: ["A", "B"] },
      { _id: "n", questionText: "Age", questionType: "number" as const },
    ];
    expect(formatCsvRow(buildAnswerCells(typed, []))).toBe('"","",""\r\n');
  });

  it("formats answer values as text", () => {
    expect(formatAnswerCell(undefined)).toBe("");
    expect(formatAnswerCell(7)).toBe("7");
    expect(formatAnswerCell(["A", "B"])).toBe("A; B");
  });
});

describe("buildExportFileName", () => {
  it("names the file after the title", () => {
    expect(buildExportFileName("Team survey", "csv")).toBe("Team survey-responses.csv");
  });

  it("replaces characters unsafe in file names", () => {
    expect(buildExportFileName('Q1/Q2: "best" <of>|why?*\\', "csv")).toBe(
      "Q1_Q2_ _best_ _of__why___-responses.csv",
    );
    expect(buildExportFileName("line\nbreak", "csv")).toBe("line_break-responses.csv");
  });

  it("falls back to 'Untitled Form' for a blank title and drops trailing dots", () => {
    expect(buildExportFileName("   ", "csv")).toBe("Untitled Form-responses.csv");
    expect(buildExportFileName("Report...", "csv")).toBe("Report-responses.csv");
  });

  it("shortens a very long title", () => {
    expect(buildExportFileName("x".repeat(500), "csv")).toBe(`${"x".repeat(150)}-responses.csv`);
  });
});
