import { labelSourceTexts, sourceTextsOf, type TranslatableForm } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { appTextsIn } from "@/lib/i18n/use-app-text";
import { sourceGroupName, sourceTextName } from "./source-text-names";

const t = appTextsIn("en");

const item = { description: "", options: [], rows: [], scaleMinLabel: "", scaleMaxLabel: "" };

// Every kind of text, in a section and in questions.
const form: TranslatableForm = {
  title: "Trip",
  description: "Where next",
  settings: {
    confirmationMessage: "Thanks",
    closedMessage: "Closed",
    calculations: { endings: [{ message: "Well met" }, { message: "Farewell" }] },
  },
  questions: [
    { ...item, _id: "s1", questionType: "section", questionText: "Start", description: "Begin" },
    {
      ...item,
      _id: "q1",
      questionType: "matrix",
      questionText: "Rate",
      description: "Each",
      options: ["Good"],
      rows: ["Food"],
      feedback: { correct: "Yes", incorrect: "No" },
    },
    {
      ...item,
      _id: "q2",
      questionType: "linearScale",
      questionText: "How?",
      scaleMinLabel: "Low",
      scaleMaxLabel: "High",
    },
  ],
};

describe("the names of a form's texts in the translation view", () => {
  it("say in the app's catalogue what the shared labels say in English", () => {
    const sources = labelSourceTexts(form, sourceTextsOf(form));
    expect(new Set(sources.map((source) => source.kind)).size).toBe(13);
    expect(
      sources.filter((source) => source.kind === "endingMessage").map(({ group }) => group),
    ).toEqual(["Ending 1", "Ending 2"]);
    for (const source of sources) {
      expect(sourceGroupName(t, source.group)).toBe(source.group);
      expect(sourceTextName(t, source)).toBe(source.label);
    }
  });

  it("leave a heading of no known shape as it is", () => {
    expect(sourceGroupName(t, "Elsewhere")).toBe("Elsewhere");
  });
});
