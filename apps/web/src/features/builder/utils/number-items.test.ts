import type { QuestionType } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { numberItems } from "./number-items";

const items = (...types: QuestionType[]) => types.map((questionType) => ({ questionType }));

describe("numberItems", () => {
  it("numbers questions and sections apart, with the page each is on", () => {
    expect(numberItems(items("text", "section", "text", "number", "section", "date"))).toEqual({
      numbers: [
        { number: 1, page: 1 },
        { number: 1, page: 2 },
        { number: 2, page: 2 },
        { number: 3, page: 2 },
        { number: 2, page: 3 },
        { number: 4, page: 3 },
      ],
      pageCount: 3,
    });
  });

  it("counts no untitled first page when the form opens with a section", () => {
    expect(numberItems(items("section", "text", "section", "text"))).toEqual({
      numbers: [
        { number: 1, page: 1 },
        { number: 1, page: 1 },
        { number: 2, page: 2 },
        { number: 2, page: 2 },
      ],
      pageCount: 2,
    });
  });

  it("is one page without sections", () => {
    expect(numberItems(items("text", "text")).pageCount).toBe(1);
  });
});
