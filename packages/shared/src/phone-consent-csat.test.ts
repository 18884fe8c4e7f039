import { describe, expect, it } from "vitest";
import { questionDraftSchema } from "./builder-schemas";
import { buildAnswerCells } from "./csv";
import { operatorsFor } from "./form-logic";
import { excerptLegalText, parseLegalText } from "./legal-text";
import {
  callingCodeOf,
  checkPhoneNumber,
  findPhoneIssues,
  formatPhoneInternational,
  toE164,
} from "./phone-numbers";
import { changeQuestionType, EMPTY_TYPE_FIELDS } from "./question-types";
import { checkAnswer, findAnswerErrors } from "./respondent-rules";
import { publicQuestion, regexMatches } from "./testing-questions";

const check = (question: ReturnType<typeof publicQuestion>, value: unknown) =>
  checkAnswer(question, value, regexMatches);

function errorsOf(question: Record<string, unknown>): Record<string, string> {
  const result = questionDraftSchema.safeParse({ questionText: "Q", ...question });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("phone answers", () => {
  const phone = publicQuestion({ questionType: "phone", validations: { defaultCountry: "FR" } });

  it("takes an E.164 number and refuses any other shape", () => {
    expect(check(phone, "+33612345678")).toBeNull();
    for (const value of [
      "0612345678",
      "+0612345678",
      "+33 6 12 34 56 78",
      "+3361234567890123",
      33,
    ]) {
      expect(check(phone, value), String(value)).toEqual({ code: "PHONE_INVALID" });
    }
    expect(check(phone, "")).toBeNull();
    expect(check({ ...phone, required: true }, "")).toEqual({ code: "REQUIRED" });
  });

  it("normalises what a respondent types to E.164, in the default country when no + is given", () => {
    expect(toE164("06 12 34 56 78", "FR")).toBe("+33612345678");
    expect(toE164("+44 20 7946 0958", "FR")).toBe("+442079460958");
    expect(toE164("(201) 555-0123", "US")).toBe("+12015550123");
    expect(toE164("12", "FR")).toBeNull();
    expect(toE164("06 12 34 56 78")).toBeNull();
    expect(callingCodeOf("FR")).toBe("+33");
    expect(callingCodeOf("ZZ")).toBe("");
    expect(formatPhoneInternational("+33612345678")).toBe("+33 6 12 34 56 78");
    expect(formatPhoneInternational("+3361")).toBe("+3361");
  });

  it("refuses on the server a well-shaped number no country gives out", () => {
    expect(checkPhoneNumber("+33612345678")).toBeNull();
    expect(checkPhoneNumber("+3361234")).toEqual({ code: "PHONE_INVALID" });
    const issues = findPhoneIssues(
      [phone, publicQuestion({ _id: "other", questionType: "text" })],
      { [phone._id]: "+3361234", other: "+3361234" },
      {},
    );
    expect(issues).toEqual({ [phone._id]: { code: "PHONE_INVALID" } });
    // An answer the shared rules refused keeps their issue.
    const kept = findPhoneIssues(
      [phone],
      { [phone._id]: "x" },
      { [phone._id]: { code: "REQUIRED" } },
    );
    expect(kept).toEqual({});
  });

  it("keeps a default country for a phone question only, and refuses one not ISO alpha-2", () => {
    const saved = questionDraftSchema.parse({
      questionText: "Phone",
      questionType: "phone",
      validations: { defaultCountry: "PE", min: 3 },
    });
    expect(saved.validations).toEqual({ defaultCountry: "PE" });
    expect(
      errorsOf({ questionType: "phone", validations: { defaultCountry: "fr" } }),
    ).toHaveProperty("validations.defaultCountry");
    expect(operatorsFor("phone")).toContain("contains");
  });
});

describe("consent answers", () => {
  const legalText = "I accept the [terms](https://example.org/terms).";
  const consent = publicQuestion({ questionType: "consent", description: legalText });

  it("must be ticked: the answer is the legal text agreed to", () => {
    expect(check(consent, legalText)).toBeNull();
    expect(check(consent, undefined)).toEqual({ code: "CONSENT_REQUIRED" });
    expect(check(consent, "")).toEqual({ code: "CONSENT_REQUIRED" });
    expect(check(consent, "I accept.")).toEqual({ code: "CONSENT_TEXT_CHANGED" });
    expect(check(consent, ["yes"])).toEqual({ code: "CONSENT_TEXT_CHANGED" });
    expect(findAnswerErrors([consent], {}, regexMatches)).toEqual({
      [consent._id]: { code: "CONSENT_REQUIRED" },
    });
  });

  it("is always required, needs its legal text, and is no source of conditions", () => {
    const saved = questionDraftSchema.parse({
      questionText: "Terms",
      questionType: "consent",
      required: false,
      description: legalText,
    });
    expect(saved.required).toBe(true);
    expect(errorsOf({ questionType: "consent", description: " " })).toHaveProperty("description");
    expect(operatorsFor("consent")).toEqual([]);
    const draft = { key: "k", questionText: "Q", questionType: "text" as const, required: false };
    const changed = changeQuestionType(
      {
        ...draft,
        ...EMPTY_TYPE_FIELDS,
        correctAnswer: [],
        validations: {},
        options: [],
        maxRating: null,
        description: "",
        logic: null,
        points: 1,
        feedback: null,
      },
      "consent",
    );
    expect(changed.required).toBe(true);
  });

  it("reads markdown and bare https links as links, anything else as text", () => {
    expect(parseLegalText(legalText)).toEqual([
      { text: "I accept the " },
      { text: "terms", href: "https://example.org/terms" },
      { text: "." },
    ]);
    expect(parseLegalText("See https://example.org/privacy, then sign.")).toEqual([
      { text: "See " },
      { text: "https://example.org/privacy", href: "https://example.org/privacy" },
      { text: ", then sign." },
    ]);
    expect(parseLegalText("[x](javascript:alert(1)) <b>bold</b> [y](ftp://a.b)")).toEqual([
      { text: "[x](javascript:alert(1)) <b>bold</b> [y](ftp://a.b)" },
    ]);
    expect(parseLegalText("")).toEqual([]);
  });

  it("cuts the text to its first words, links by their labels, at a word's end", () => {
    expect(excerptLegalText(legalText, 100)).toBe("I accept the terms.");
    expect(excerptLegalText("I accept  every\nclause of the terms.", 20)).toBe("I accept every…");
    expect(excerptLegalText("Unbreakableword".repeat(3), 10)).toBe("Unbreakabl…");
  });

  it("exports Agreed, or nothing when it was not answered", () => {
    const questions = [{ _id: "c", questionText: "Terms", questionType: "consent" as const }];
    expect(buildAnswerCells(questions, [{ questionId: "c", answer: legalText }])).toEqual([
      "Agreed",
    ]);
    expect(buildAnswerCells(questions, [])).toEqual([""]);
  });
});

describe("CSAT scales", () => {
  it("records the preset and holds it to 1–5 (and NPS to 0–10)", () => {
    const csat = { questionType: "linearScale", scaleMin: 1, scaleMax: 5, scalePreset: "csat" };
    expect(errorsOf(csat)).toEqual({});
    expect(questionDraftSchema.parse({ questionText: "Q", ...csat }).scalePreset).toBe("csat");
    expect(errorsOf({ ...csat, scaleMax: 7 })).toHaveProperty("scalePreset");
    expect(errorsOf({ ...csat, scalePreset: "stars" })).toHaveProperty("scalePreset");
    const nps = { questionType: "linearScale", scaleMin: 0, scaleMax: 10, scalePreset: "nps" };
    expect(errorsOf(nps)).toEqual({});
    expect(errorsOf({ ...nps, scaleMin: 1 })).toHaveProperty("scalePreset");
    // Another type drops the preset.
    const text = questionDraftSchema.parse({
      questionText: "Q",
      questionType: "text",
      scalePreset: "csat",
    });
    expect(text.scalePreset).toBeNull();
  });
});
