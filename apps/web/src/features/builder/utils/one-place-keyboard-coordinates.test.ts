import { describe, expect, it } from "vitest";
import { findNextCentre } from "./one-place-keyboard-coordinates";

// A short card, a tall open one and two short ones, as the builder lays them out.
const places = [
  { top: 0, height: 60 },
  { top: 76, height: 600 },
  { top: 692, height: 60 },
  { top: 768, height: 60 },
];

describe("findNextCentre", () => {
  it("moves one place down or up, past a tall open card as past a short one", () => {
    expect(findNextCentre(30, places, 1)).toBe(376);
    expect(findNextCentre(376, places, 1)).toBe(722);
    expect(findNextCentre(722, places, -1)).toBe(376);
    expect(findNextCentre(376, places, -1)).toBe(30);
  });

  it("stays at either end of the list", () => {
    expect(findNextCentre(798, places, 1)).toBeNull();
    expect(findNextCentre(30, places, -1)).toBeNull();
  });
});
