import type { Active, Over } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { createDragAnnouncements } from "./drag-announcements";

const keys = ["a", "b", "c"];
const names = ["Question 1", "Section 1", "Question 2"];
const item = (id: string) => ({ id }) as Active & Over;

describe("drag announcements", () => {
  it("tells where the picked-up question or section is, by position", () => {
    const say = createDragAnnouncements({
      positionOf: (id) => keys.indexOf(String(id)) + 1,
      count: () => keys.length,
      nameOf: (id) => names[keys.indexOf(String(id))] ?? "",
    });
    expect(say.onDragStart({ active: item("a") })).toBe("Picked up Question 1.");
    // Over its own place at once: nothing new to say.
    expect(say.onDragOver({ active: item("a"), over: item("a") })).toBeUndefined();
    expect(say.onDragOver({ active: item("a"), over: item("b") })).toBe(
      "Question 1 is over position 2 of 3.",
    );
    expect(say.onDragOver({ active: item("a"), over: item("a") })).toBe(
      "Question 1 is over position 1 of 3.",
    );
    expect(say.onDragEnd({ active: item("a"), over: item("c") })).toBe(
      "Question 1 was dropped at position 3 of 3.",
    );
    expect(say.onDragCancel({ active: item("b"), over: null })).toBe(
      "Reordering was cancelled. Section 1 went back to its place.",
    );
  });
});
