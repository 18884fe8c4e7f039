import type { Question } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import type { ResponseRow } from "../../db/rows.js";
import { newResponseMail } from "./owner-mail.js";

const NAME_ID = "11111111-1111-4111-8111-111111111111";
const DRINK_ID = "22222222-2222-4222-8222-222222222222";

const question = (overrides: Partial<Question>) => ({ options: [], ...overrides }) as Question;

/** The mail about a response of these answers (and variables) to these questions. */
function mailAbout(
  questions: Question[],
  fields: { answers: { questionId: string; answer: unknown }[]; variables?: object },
) {
  const response = {
    id: "33333333-3333-4333-8333-333333333333",
    submittedAt: new Date("2026-11-27T10:00:00Z"),
    ...fields,
  } as unknown as ResponseRow;
  return newResponseMail(
    { to: "owner@example.org", formTitle: "Form", formLink: "", responseLink: () => "x" },
    response,
    questions,
  );
}

describe("the mail about one new response", () => {
  it("shows a chosen option that pipes as the owner's screens do, typed answers as typed", () => {
    const piped = `Tea for {{answer:${NAME_ID}|you}}`;
    const questions = [
      question({ _id: NAME_ID, questionType: "text", questionText: "Name" }),
      question({
        _id: DRINK_ID,
        questionType: "multipleChoice",
        questionText: `Drink for {{answer:${NAME_ID}}}?`,
        options: [piped, "Coffee"],
      }),
    ];
    const mail = mailAbout(questions, {
      answers: [
        { questionId: NAME_ID, answer: `{{answer:${DRINK_ID}}}` },
        { questionId: DRINK_ID, answer: piped },
      ],
    });
    expect(mail.text).toContain(`Name: {{answer:${DRINK_ID}}}`);
    expect(mail.text).toContain("Drink for @Name?: Tea for @Name");
  });

  it("says a consent was agreed to, without the legal text", () => {
    const legalText = "I accept the [terms](https://example.org/terms) and every clause.";
    const questions = [question({ _id: NAME_ID, questionType: "consent", questionText: "Terms" })];
    const mail = mailAbout(questions, {
      answers: [{ questionId: NAME_ID, answer: legalText }],
    });
    expect(mail.text).toContain("Terms: Agreed");
    expect(mail.text).not.toContain("every clause");
    expect(mail.html).not.toContain("every clause");
  });

  it("lists the response's variables after its answers, escaped in the HTML", () => {
    const questions = [question({ _id: NAME_ID, questionType: "text", questionText: "Name" })];
    const mail = mailAbout(questions, {
      answers: [{ questionId: NAME_ID, answer: "Ada" }],
      variables: { total: 42.5, tier: "<gold>" },
    });
    expect(mail.text).toContain("Name: Ada\n\ntotal: 42.5\ntier: <gold>\n\nRead it: x");
    expect(mail.html).toContain('>tier</dt><dd style="margin:4px 0 0">&#60;gold&#62;</dd>');
  });

  it("adds no variable lines for a form without variables", () => {
    const mail = mailAbout([], {
      answers: [],
      variables: {},
    });
    expect(mail.html).not.toContain("data-variables");
  });
});
