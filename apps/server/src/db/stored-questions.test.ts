import { describe, expect, it } from "vitest";
import { VersionQuestions } from "./stored-questions.js";

const stored = JSON.stringify([
  { _id: "q1", questionType: "multipleChoice", questionText: "Pick", options: ["A", "B"] },
]);

describe("VersionQuestions", () => {
  it("parses a version's questions once, with the defaults of fields added since", () => {
    const versions = new VersionQuestions();
    const first = versions.read("v1", stored);
    expect(first[0]).toMatchObject({ _id: "q1", options: ["A", "B"], logic: null, points: 1 });
    expect(versions.read("v1", "not read again")).toBe(first);
  });

  it("hands out frozen questions, since every reader shares them", () => {
    const [question] = new VersionQuestions().read("v1", stored);
    if (!question) throw new Error("no question");
    expect(() => {
      (question as { questionText: string }).questionText = "Changed";
    }).toThrow(TypeError);
    expect(() => (question.options as string[]).push("C")).toThrow(TypeError);
  });

  it("keeps the last thousand versions", () => {
    const versions = new VersionQuestions();
    const oldest = versions.read("v0", stored);
    for (let n = 1; n <= 1000; n += 1) versions.read(`v${n}`, stored);
    expect(versions.read("v1000", "[]")).toHaveLength(1);
    expect(versions.read("v0", stored)).not.toBe(oldest);
  });
});
