import { describe, expect, it } from "vitest";
import {
  findPipingIssues,
  findTextPipingIssue,
  type PipingItem,
  renamePipedQuestions,
  toOwnerAnswer,
  toOwnerText,
} from "./answer-piping";
import { PIPING_MESSAGES } from "./messages";
import { pipedAnswerText } from "./piped-answer-text";
import { cleanFallback, formatPipingToken, hasPipingTokens, parsePipedText } from "./piping-tokens";

const ID_A = "11111111-1111-4111-8111-111111111111";
const ID_B = "22222222-2222-4222-8222-222222222222";

function item(overrides: Partial<PipingItem>): PipingItem {
  return {
    questionType: "text",
    questionText: "Question",
    description: "",
    options: [],
    logic: null,
    ...overrides,
  };
}

const SHOWN_IF_A = { conditions: [{ questionId: ID_A, operator: "answered" as const }] };

describe("piping tokens", () => {
  it("reads tokens with and without a fallback between plain text", () => {
    expect(parsePipedText(`Hi {{answer:${ID_A}|there}}, from {{hidden:utm_source}}!`)).toEqual([
      { text: "Hi " },
      { token: { kind: "answer", reference: ID_A, fallback: "there" } },
      { text: ", from " },
      { token: { kind: "hidden", reference: "utm_source", fallback: "" } },
      { text: "!" },
    ]);
  });

  it("keeps anything that is not exactly a token as text", () => {
    for (const text of ["{{", "{{answer:}}", "{{name}}", "{{answer:a b}}", "{{answer:x|a|b}}"]) {
      expect(hasPipingTokens(text)).toBe(false);
      expect(parsePipedText(text)).toEqual([{ text }]);
    }
  });

  it("writes a token back as it reads, with a fallback cleaned of what would end it", () => {
    const token = { kind: "answer" as const, reference: ID_A, fallback: cleanFallback("a|b}}c") };
    expect(parsePipedText(formatPipingToken(token))).toEqual([{ token }]);
    expect(token.fallback).toBe("abc");
  });
});

describe("findPipingIssues", () => {
  const name = item({ _id: ID_A, questionText: "What is your name?" });

  it("accepts an earlier answer, a declared hidden field, and the confirmation naming any question", () => {
    const items = [name, item({ questionText: `Hi {{answer:${ID_A}}} from {{hidden:ref}}` })];
    expect(
      findPipingIssues(items, {
        hiddenFields: ["ref"],
        confirmationMessage: `Thanks {{answer:${ID_A}}}`,
      }),
    ).toEqual([]);
  });

  it("refuses a token that points forward or at its own item", () => {
    const items = [item({ questionText: `Hi {{answer:${ID_A}}}` }), name];
    expect(findPipingIssues(items)).toEqual([
      {
        path: ["questions", 0, "questionText"],
        message: PIPING_MESSAGES.notBefore("What is your name?"),
      },
    ]);
    const itself = [item({ _id: ID_A, questionText: "Q", description: `{{answer:${ID_A}}}` })];
    expect(findPipingIssues(itself)[0]?.path).toEqual(["questions", 0, "description"]);
  });

  it("refuses a missing question, a section and an undeclared hidden field", () => {
    const items = [
      item({ _id: ID_B, questionType: "section", questionText: "Page" }),
      item({ questionText: "q", options: [`{{answer:${ID_A}}}`, `{{answer:${ID_B}}}`] }),
      item({ questionText: "{{hidden:ref}}" }),
    ];
    expect(findPipingIssues(items, { hiddenFields: [] })).toEqual([
      { path: ["questions", 1, "options", 0], message: PIPING_MESSAGES.questionMissing },
      { path: ["questions", 1, "options", 1], message: PIPING_MESSAGES.isSection("Page") },
      {
        path: ["questions", 2, "questionText"],
        message: PIPING_MESSAGES.hiddenFieldMissing("ref"),
      },
    ]);
    // Fields the draft does not list are the server's to check.
    expect(findPipingIssues(items.slice(2))).toEqual([]);
  });

  it("asks for a fallback when logic may hide the question, in a section with logic too", () => {
    const hidden = item({ _id: ID_B, questionText: "Why?", logic: SHOWN_IF_A });
    const items = [name, hidden, item({ questionText: `{{answer:${ID_B}}}` })];
    expect(findPipingIssues(items)[0]?.message).toBe(PIPING_MESSAGES.fallbackRequired("Why?"));
    const withFallback = [name, hidden, item({ questionText: `{{answer:${ID_B}|no reason}}` })];
    expect(findPipingIssues(withFallback)).toEqual([]);
    const inSection = [
      name,
      item({ questionType: "section", questionText: "More", logic: SHOWN_IF_A }),
      item({ _id: ID_B, questionText: "Why?" }),
    ];
    expect(findPipingIssues(inSection, { confirmationMessage: `{{answer:${ID_B}}}` })[0]).toEqual({
      path: ["settings", "confirmationMessage"],
      message: PIPING_MESSAGES.fallbackRequired("Why?"),
    });
  });

  it("finds a question by its builder key before it is saved, and checks one text alone", () => {
    const items = [item({ key: "q1", questionText: "First" }), item({ questionText: "x" })];
    expect(findTextPipingIssue("{{answer:q1}}", 1, { items, hiddenFields: [] })).toBeNull();
    expect(findTextPipingIssue("{{answer:q1}}", 0, { items, hiddenFields: [] })).toBe(
      PIPING_MESSAGES.notBefore("First"),
    );
  });
});

describe("owner texts", () => {
  it("shows a piped answer as @question and a hidden field as @name", () => {
    const questions = [{ _id: ID_A, questionText: `Name {{hidden:ref}}` }];
    expect(toOwnerText(`Hi {{answer:${ID_A}|you}} ({{hidden:ref}})`, questions)).toBe(
      "Hi @Name … (@ref)",
    );
    expect(toOwnerText("No {{tokens}}", questions)).toBe("No {{tokens}}");
  });

  it("shows a chosen option that pipes as @question, and typed answers as typed", () => {
    const questions = [{ _id: ID_A, questionText: "Name" }];
    const piped = `Tea for {{answer:${ID_A}|you}}`;
    const question = { options: [piped, "Coffee"] };
    expect(toOwnerAnswer(piped, question, questions)).toBe("Tea for @Name");
    expect(toOwnerAnswer([piped, "Coffee"], question, questions)).toEqual([
      "Tea for @Name",
      "Coffee",
    ]);
    const typed = `{{answer:${ID_A}}}`;
    expect(toOwnerAnswer(typed, question, questions)).toBe(typed);
    expect(toOwnerAnswer(4, question, questions)).toBe(4);
    expect(toOwnerAnswer(undefined, question, questions)).toBeUndefined();
  });

  it("renames the questions tokens name, keeping fallbacks and hidden fields", () => {
    expect(renamePipedQuestions("{{answer:q1|x}} {{hidden:q1}}", () => ID_A)).toBe(
      `{{answer:${ID_A}|x}} {{hidden:q1}}`,
    );
  });
});

describe("pipedAnswerText", () => {
  const labelOf = (option: string) => option.toUpperCase();

  it("reads each kind of answer as text", () => {
    const of = (questionType: PipingItem["questionType"], value: unknown, rows: string[] = []) =>
      pipedAnswerText({ questionType, rows }, value as never, labelOf);
    expect(of("text", "Ada")).toBe("Ada");
    expect(of("multipleChoice", "yes")).toBe("YES");
    expect(of("checkbox", ["a", "b"])).toBe("A, B");
    expect(of("ranking", ["b", "a"])).toBe("B, A");
    expect(of("rating", 4)).toBe("4");
    expect(of("date", "2026-11-27")).toBe("2026-11-27");
    expect(of("file", "/api/uploads/abc/My%20CV.pdf")).toBe("My CV.pdf");
    expect(of("matrix", ["x", ""], ["Row 1", "Row 2"])).toBe("Row 1: X");
    expect(of("text", undefined)).toBe("");
  });
});
