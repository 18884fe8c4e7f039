import { describe, expect, it } from "vitest";
import { findCopyAddress } from "./respondent-copy";

const text = { _id: "q1", questionType: "shortAnswer" };
const email = { _id: "q2", questionType: "email" };
const otherEmail = { _id: "q3", questionType: "email" };

describe("findCopyAddress", () => {
  it("sends nothing when the form's setting is off", () => {
    expect(
      findCopyAddress({ isOn: false, questions: [text], answers: [], copyEmail: "a@example.org" }),
    ).toBeUndefined();
  });

  it("uses the address typed at the end when the form asks no email", () => {
    expect(
      findCopyAddress({ isOn: true, questions: [text], answers: [], copyEmail: " a@example.org " }),
    ).toBe("a@example.org");
    expect(
      findCopyAddress({ isOn: true, questions: [text], answers: [], copyEmail: "" }),
    ).toBeUndefined();
  });

  it("uses the first email question's answer, never the typed address", () => {
    const answers = [
      { questionId: "q3", answer: "second@example.org" },
      { questionId: "q2", answer: "first@example.org" },
    ];
    expect(
      findCopyAddress({
        isOn: true,
        questions: [text, email, otherEmail],
        answers,
        copyEmail: "typed@example.org",
      }),
    ).toBe("first@example.org");
    expect(
      findCopyAddress({
        isOn: true,
        questions: [email],
        answers: [],
        copyEmail: "typed@example.org",
      }),
    ).toBeUndefined();
  });
});
