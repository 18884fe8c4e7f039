import type { Question } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { groupBySection } from "./group-by-section";

const item = (_id: string, questionType: Question["questionType"] = "text") =>
  ({ _id, questionType, questionText: _id }) as Question;

describe("groupBySection", () => {
  it("puts each question under the section it follows, none before the first", () => {
    const groups = groupBySection([
      item("name"),
      item("Trip", "section"),
      item("city"),
      item("date", "date"),
      item("Empty page", "section"),
    ]);
    expect(groups.map((g) => [g.section?._id ?? null, g.questions.map((q) => q._id)])).toEqual([
      [null, ["name"]],
      ["Trip", ["city", "date"]],
      ["Empty page", []],
    ]);
  });

  it("makes one group without a section for a form without pages", () => {
    expect(groupBySection([item("a"), item("b")])).toEqual([
      { section: null, questions: [item("a"), item("b")] },
    ]);
  });
});
