import { FILE_URL_PREFIX, type Question } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { respondentCopyMail } from "./respondent-copy-mail.js";
import { RESPONDENT_COPY_TEXTS } from "./respondent-copy-texts.js";

const FILE_ID = "11111111-1111-4111-8111-111111111111";
const GRID_ID = "22222222-2222-4222-8222-222222222222";
const UPLOAD_ID = "33333333-3333-4333-8333-333333333333";
const CONSENT_ID = "44444444-4444-4444-8444-444444444444";
const LEGAL_TEXT = "I accept the [terms](https://example.org/terms) and every clause.";
const SIGNATURE_ID = "66666666-6666-4666-8666-666666666666";
const SIGNED_FILE_ID = "55555555-5555-4555-8555-555555555555";

const question = (overrides: Partial<Question>) =>
  ({ options: [], rows: [], ...overrides }) as Question;

const questions = [
  question({ _id: FILE_ID, questionType: "file", questionText: "Your CV" }),
  question({
    _id: GRID_ID,
    questionType: "matrix",
    questionText: "Rate us",
    rows: ["Speed", "Price"],
    options: ["Good", "Bad"],
  }),
  question({ _id: CONSENT_ID, questionType: "consent", questionText: "Terms" }),
  question({ _id: SIGNATURE_ID, questionType: "signature", questionText: "Sign here" }),
];
const copy = {
  to: "ada@example.org",
  title: "Jobs <2026>",
  submittedAt: new Date("2026-11-27T10:00:00Z"),
  answers: [
    { questionId: FILE_ID, answer: `${FILE_URL_PREFIX}${UPLOAD_ID}` },
    { questionId: GRID_ID, answer: ["Good", "Bad"] },
    { questionId: CONSENT_ID, answer: LEGAL_TEXT },
    { questionId: SIGNATURE_ID, answer: `${FILE_URL_PREFIX}${SIGNED_FILE_ID}` },
  ],
  questions,
  texts: undefined,
  fileNames: new Map([[UPLOAD_ID, "cv.pdf"]]),
};

describe("the respondent's copy of their answers", () => {
  it("names a file rather than linking it, and reads a grid row by row", () => {
    const mail = respondentCopyMail({ ...copy, language: "en" });
    expect(mail.subject).toBe("Your answers to Jobs <2026>");
    expect(mail.text).toContain("Your CV: File: cv.pdf");
    expect(mail.text).not.toContain(FILE_URL_PREFIX);
    expect(mail.text).toContain("Rate us: Speed: Good; Price: Bad");
    expect(mail.text).toContain("Sign here: Signed");
    expect(mail.text).toContain("November 27, 2026");
    // A consent reads as agreed; the legal text is not repeated.
    expect(mail.text).toContain("Terms: Agreed");
    expect(mail.text).not.toContain("every clause");
    expect(mail.html).not.toContain("every clause");
    expect(mail.html).toContain("<strong>Jobs &#60;2026&#62;</strong>");
  });

  it("speaks the respondent's language, right to left in Arabic", () => {
    const texts = {
      [`q:${GRID_ID}:questionText`]: "قيّمنا",
      [`q:${GRID_ID}:row:Speed`]: "السرعة",
      [`q:${GRID_ID}:option:Good`]: "جيد",
    };
    const mail = respondentCopyMail({ ...copy, language: "ar", texts });
    expect(mail.subject).toBe("إجاباتك على Jobs <2026>");
    expect(mail.text).toContain("قيّمنا: السرعة: جيد; Price: Bad");
    expect(mail.text).toContain("ملف: cv.pdf");
    expect(mail.text).toContain("Terms: تمت الموافقة");
    expect(mail.html).toContain('dir="rtl"');
  });

  it("has every text in each of the twelve languages", () => {
    const languages = Object.values(RESPONDENT_COPY_TEXTS);
    expect(languages).toHaveLength(12);
    for (const texts of languages) {
      expect(texts.subject).toContain("{title}");
      expect(texts.intro).toContain("{title}");
      expect(texts.intro).toContain("{time}");
      expect(texts.file).toContain("{name}");
      expect(texts.agreed.length).toBeGreaterThan(0);
      expect(texts.footer.length).toBeGreaterThan(0);
    }
  });
});
