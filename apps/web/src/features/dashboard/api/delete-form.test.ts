import type { FormSummary } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { removeFromPage } from "./delete-form";

const summary = (id: string): FormSummary => ({
  _id: id,
  title: `Form ${id}`,
  description: "",
  isPublic: false,
  createdAt: "2026-01-05T10:00:00.000Z",
  updatedAt: "2026-01-05T10:00:00.000Z",
  version: 1,
  responseCount: 0,
  questionCount: 1,
  acceptingResponses: true,
  views: 0,
  completionRate: null,
  workspaceId: "01950000-0000-7000-8000-0000000000aa",
});

describe("removeFromPage", () => {
  it("drops the card, pulls in the next page's first form and counts one less", () => {
    const page = { forms: [summary("a"), summary("b"), summary("c")], total: 7 };
    expect(removeFromPage(page, "b", summary("d"))).toEqual({
      forms: [summary("a"), summary("c"), summary("d")],
      total: 6,
    });
  });

  it("pulls in nothing on the last page", () => {
    const page = { forms: [summary("a"), summary("b")], total: 2 };
    expect(removeFromPage(page, "a", undefined)).toEqual({ forms: [summary("b")], total: 1 });
  });
});
