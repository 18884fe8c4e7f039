import path from "node:path";
import { describe, expect, it } from "vitest";
import { literalTexts, sourceFiles } from "@/test/literal-texts";

// Everything the owner's app shows comes from its catalogue, so a user who reads another
// language reads all of it. (The public page has its own catalogue and its own test.)

const SOURCE = path.resolve(import.meta.dirname, "../..");

describe("the owner's app", () => {
  it("takes every text its user reads from the catalogue", () => {
    const files = sourceFiles(SOURCE, ["respond", "testing", "test", "locales"]);
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => literalTexts(SOURCE, file))).toEqual([]);
  });
});
