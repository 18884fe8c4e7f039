import { describe, expect, it } from "vitest";
import {
  exportResponsesQuerySchema,
  listResponsesQuerySchema,
  submitResponseBodySchema,
} from "./api-responses";
import { RESPONDENT_MESSAGES, SETTINGS_MESSAGES } from "./messages";

const id = (n: number) => `0190a6d4-8c3a-7b2e-9f00-${String(n).padStart(12, "0")}`;

describe("submitResponseBodySchema", () => {
  it("accepts text, list and rating answers keyed by question id", () => {
    const body = {
      respondentName: "Guest User",
      respondentEmail: "guest@anonymous.invalid",
      answers: [
        { questionId: id(1), answer: "Ada" },
        { questionId: id(2), answer: ["A", "B"] },
        { questionId: id(3), answer: 4 },
      ],
    };
    expect(submitResponseBodySchema.parse(body)).toEqual(body);
  });

  it("rejects a question answered twice", () => {
    const result = submitResponseBodySchema.safeParse({
      answers: [
        { questionId: id(1), answer: "a" },
        { questionId: id(1), answer: "b" },
      ],
    });
    expect(result.error?.issues[0]?.message).toBe("Each question can be answered only once");
  });

  it.each([
    { questionId: "q1", answer: "a" },
    { questionId: id(1), answer: 1e16 },
    { questionId: id(1), answer: -1e16 },
    { questionId: id(1), answer: "a".repeat(5001) },
    { questionId: id(1), answer: Array.from({ length: 21 }, (_, i) => `Row ${i}`) },
    { questionId: id(1), answer: { url: "x" } },
  ])("rejects the answer %#", (answer) => {
    expect(submitResponseBodySchema.safeParse({ answers: [answer] }).success).toBe(false);
  });

  it("takes the language answered in among the twelve, and none at all", () => {
    expect(submitResponseBodySchema.parse({ answers: [], language: "zh-Hans" })).toEqual({
      answers: [],
      language: "zh-Hans",
    });
    expect(submitResponseBodySchema.parse({ answers: [] })).toEqual({ answers: [] });
    for (const language of ["xx", "zh", "DE", "", null]) {
      const result = submitResponseBodySchema.safeParse({ answers: [], language });
      expect(result.error?.issues).toMatchObject([
        { path: ["language"], message: RESPONDENT_MESSAGES.languageUnknown },
      ]);
    }
  });
});

describe("listResponsesQuerySchema", () => {
  it("reads the version and paging from the query string", () => {
    expect(listResponsesQuerySchema.parse({ version: "2", page: "3" })).toEqual({
      version: 2,
      page: 3,
      limit: 10,
    });
    expect(listResponsesQuerySchema.safeParse({ version: "0" }).success).toBe(false);
  });

  it("takes versions up to PostgreSQL's integer maximum and refuses larger ones", () => {
    expect(listResponsesQuerySchema.parse({ version: "2147483647" }).version).toBe(2147483647);
    const result = listResponsesQuerySchema.safeParse({ version: "2147483648" });
    expect(result.error?.issues[0]?.message).toBe("Version must be between 1 and 2147483647");
  });
});

describe("the responses filter's language", () => {
  it("takes one of the twelve codes, and refuses another by name", () => {
    expect(listResponsesQuerySchema.parse({ language: "zh-Hans" }).language).toBe("zh-Hans");
    expect(exportResponsesQuerySchema.parse({ language: "de" }).language).toBe("de");
    for (const language of ["xx", "de-AT", ""]) {
      const result = listResponsesQuerySchema.safeParse({ language });
      expect(result.error?.issues).toMatchObject([
        { path: ["language"], message: SETTINGS_MESSAGES.languageUnknown },
      ]);
    }
  });
});

describe("exportResponsesQuerySchema", () => {
  it("reads no options as SPEC's CSV, and the options as asked", () => {
    expect(exportResponsesQuerySchema.parse({})).toEqual({
      format: "csv",
      respondent: false,
      scores: false,
    });
    expect(
      exportResponsesQuerySchema.parse({
        version: "2",
        format: "xlsx",
        respondent: "true",
        scores: "false",
      }),
    ).toEqual({ version: 2, format: "xlsx", respondent: true, scores: false });
  });

  it("refuses a format or a switch it does not know", () => {
    expect(exportResponsesQuerySchema.safeParse({ format: "pdf" }).success).toBe(false);
    expect(exportResponsesQuerySchema.safeParse({ scores: "1" }).success).toBe(false);
  });
});
