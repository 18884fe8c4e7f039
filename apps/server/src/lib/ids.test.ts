import { describe, expect, it } from "vitest";
import { newId } from "./ids.js";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newId", () => {
  it("makes distinct UUID v7s, well past one pool of random bytes", () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("sorts by the time it is made", () => {
    const ids = [newId(1_000), newId(2_000), newId(1_500)];
    expect(ids.toSorted()).toEqual([ids[0], ids[2], ids[1]]);
  });
});
