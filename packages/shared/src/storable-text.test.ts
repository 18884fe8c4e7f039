import { describe, expect, it } from "vitest";
import { deactivateAccountFormSchema } from "./account-schemas";
import { createRegexBodySchema, updateRegexBodySchema } from "./api-admin";
import { pagingQuerySchema } from "./api-envelope";
import { submitResponseBodySchema } from "./api-responses";
import { resetTokenSchema } from "./auth-schemas";
import { formDraftSchema } from "./builder-schemas";
import { isStorableText, STORABLE_TEXT_MESSAGE } from "./storable-text";

const id = "0190a6d4-8c3a-7b2e-9f00-000000000001";
const UNSTORABLE = ["a\u0000b", "\u0000", "\ud800", "x\udfff", "\udc00\ud800"];

describe("isStorableText", () => {
  it.each(["", "plain", "naïve café", "emoji 😀 pair", "日本語", "\ud83d\ude00"])(
    "accepts %j",
    (value) => expect(isStorableText(value)).toBe(true),
  );

  it.each(UNSTORABLE)("refuses %j", (value) => expect(isStorableText(value)).toBe(false));
});

// Every string a request stores or queries with, each poisoned in turn.
const question = {
  questionType: "multipleChoice",
  questionText: "Best planet?",
  options: ["Venus", "Earth"],
  correctAnswer: ["Earth"],
  validations: { regex: { title: "Letters", regex: "^[A-Za-z]+$" } },
};
const cases = [
  {
    name: "form title",
    schema: formDraftSchema,
    build: (text: string) => ({ title: text, questions: [question] }),
  },
  {
    name: "form description",
    schema: formDraftSchema,
    build: (text: string) => ({ title: "T", description: text, questions: [question] }),
  },
  {
    name: "question text",
    schema: formDraftSchema,
    build: (text: string) => ({ title: "T", questions: [{ ...question, questionText: text }] }),
  },
  {
    name: "option",
    schema: formDraftSchema,
    build: (text: string) => ({
      title: "T",
      questions: [{ ...question, options: ["Earth", `${text}!`] }],
    }),
  },
  {
    name: "question's regex",
    schema: formDraftSchema,
    build: (text: string) => ({
      title: "T",
      questions: [{ ...question, validations: { regex: { title: "L", regex: text } } }],
    }),
  },
  {
    name: "text answer",
    schema: submitResponseBodySchema,
    build: (text: string) => ({ answers: [{ questionId: id, answer: text }] }),
  },
  {
    name: "checkbox answer",
    schema: submitResponseBodySchema,
    build: (text: string) => ({ answers: [{ questionId: id, answer: [text] }] }),
  },
  {
    name: "search",
    schema: pagingQuerySchema,
    build: (text: string) => ({ search: text }),
  },
  {
    name: "new pattern",
    schema: createRegexBodySchema,
    build: (text: string) => ({ title: "Letters", regex: `^${text}$`, errorMessage: "No" }),
  },
  {
    name: "pattern's error message",
    schema: updateRegexBodySchema,
    build: (text: string) => ({ _id: id, errorMessage: `Bad ${text}` }),
  },
  {
    name: "other reason",
    schema: deactivateAccountFormSchema,
    build: (text: string) => ({ password: "secret", reason: "other", otherReason: `x${text}` }),
  },
  { name: "reset token", schema: resetTokenSchema, build: (text: string) => `t${text}` },
];

describe.each(cases)("the $name", ({ schema, build }) => {
  it("takes ordinary text", () => {
    expect(schema.safeParse(build("Mars")).success).toBe(true);
  });

  it.each(UNSTORABLE)("refuses %j with the storable-text message", (text) => {
    const messages = schema.safeParse(build(text)).error?.issues.map((issue) => issue.message);
    expect(messages).toContain(STORABLE_TEXT_MESSAGE);
  });
});
