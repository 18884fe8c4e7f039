import { describe, expect, it } from "vitest";
import { z } from "zod";
import { getFirstIssueMessage, mapIssuesToFieldErrors } from "./zod-errors";

const schema = z.object({
  title: z.string().min(1, "Title is required").min(3, "Too short"),
  items: z.array(z.object({ text: z.string().min(1, "Text is required") })),
});

describe("mapIssuesToFieldErrors", () => {
  it("keeps the first message per field and joins nested paths with dots", () => {
    const result = schema.safeParse({ title: "", items: [{ text: "ok" }, { text: "" }] });
    expect(mapIssuesToFieldErrors(result.error?.issues ?? [])).toEqual({
      title: "Title is required",
      "items.1.text": "Text is required",
    });
  });

  it("files an issue on the whole value under _", () => {
    const result = z.string("Expected text").safeParse(1);
    expect(mapIssuesToFieldErrors(result.error?.issues ?? [])).toEqual({ _: "Expected text" });
  });
});

describe("getFirstIssueMessage", () => {
  it("returns the first message, or null when there is none", () => {
    const result = schema.safeParse({ title: "", items: [] });
    expect(getFirstIssueMessage(result.error?.issues ?? [])).toBe("Title is required");
    expect(getFirstIssueMessage([])).toBeNull();
  });
});
