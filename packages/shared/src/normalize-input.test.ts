import { describe, expect, it } from "vitest";
import {
  canonicalizeEmail,
  normalizeEmailInput,
  normalizeNameInput,
  tidyName,
} from "./normalize-input";

describe("normalizeNameInput", () => {
  it("strips leading spaces", () => {
    expect(normalizeNameInput("   Ada")).toBe("Ada");
  });

  it("strips digits and other non-letters", () => {
    expect(normalizeNameInput("A1d2a_ L-o.v@e!")).toBe("Ada Love");
  });

  it("collapses repeated spaces, including ones left by removed characters", () => {
    expect(normalizeNameInput("Ada    Lovelace")).toBe("Ada Lovelace");
    expect(normalizeNameInput("Ada 42 Lovelace")).toBe("Ada Lovelace");
  });

  it("keeps a trailing space so the next word can be typed", () => {
    expect(normalizeNameInput("Ada ")).toBe("Ada ");
  });

  it("turns tabs and newlines into single spaces", () => {
    expect(normalizeNameInput("Ada\t\nLovelace")).toBe("Ada Lovelace");
  });

  it("keeps accented letters", () => {
    expect(normalizeNameInput("José Müller")).toBe("José Müller");
  });
});

describe("normalizeEmailInput", () => {
  it("removes every space", () => {
    expect(normalizeEmailInput(" ada @ example.com ")).toBe("ada@example.com");
  });

  it("keeps the case as typed", () => {
    expect(normalizeEmailInput("Ada@Example.com")).toBe("Ada@Example.com");
  });
});

describe("tidyName", () => {
  it("trims both ends and collapses inner whitespace", () => {
    expect(tidyName("  Ada   Lovelace  ")).toBe("Ada Lovelace");
  });
});

describe("canonicalizeEmail", () => {
  it("removes spaces and lower-cases", () => {
    expect(canonicalizeEmail(" Ada@Example.COM ")).toBe("ada@example.com");
  });
});
