import { describe, expect, it } from "vitest";
import { getInitials } from "./get-initials";

describe("getInitials", () => {
  it.each([
    ["Ada Lovelace", "ada@example.com", "AL"],
    ["ada", "x@example.com", "A"],
    ["  grace   brewster murray hopper ", "g@example.com", "GH"],
    ["élodie durand", "e@example.com", "ÉD"],
    ["", "zoe@example.com", "Z"],
    [null, "  max@example.com", "M"],
    [undefined, undefined, "?"],
  ])("gives %s / %s the initials %s", (name, email, initials) => {
    expect(getInitials(name, email)).toBe(initials);
  });
});
