import path from "node:path";
import { describe, expect, it } from "vitest";
import { literalTexts, sourceFiles } from "@/test/literal-texts";

// Everything a respondent reads comes from the page's catalogue, so every language says it.

const FEATURE = path.resolve(import.meta.dirname);

describe("the public page's components", () => {
  it("take every text a respondent reads from the catalogue", () => {
    const files = sourceFiles(FEATURE);
    expect(files.length).toBeGreaterThan(40);
    expect(files.flatMap((file) => literalTexts(FEATURE, file))).toEqual([]);
  });

  it("would notice a text typed straight into a component", () => {
    const sample = [
      'const a = <p aria-label="Close it">Hello there</p>;',
      'const b = <Input placeholder="Type here" className="h-10" />;',
      'lazyToast.error("It broke");',
      'const c = <p aria-label={t("x")}>{t("y")} · 3 / 5</p>;',
    ].join("\n");
    expect(literalTexts(FEATURE, path.join(FEATURE, "sample.tsx"), sample)).toEqual([
      'sample.tsx:1 "Close it"',
      'sample.tsx:1 "Hello there"',
      'sample.tsx:2 "Type here"',
      'sample.tsx:3 "It broke"',
    ]);
  });
});
