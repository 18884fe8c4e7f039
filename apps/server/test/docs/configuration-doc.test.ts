import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES } from "../../src/config.js";
import { REPO_ROOT } from "../../src/paths.js";

const doc = readFileSync(path.join(REPO_ROOT, "docs/configuration.md"), "utf8");

/** The variables named in the first cell of the table's rows: `A` or `A`, `B`. */
function documentedVariables(markdown: string): string[] {
  return markdown
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`([A-Z0-9_]+)`/g)])
    .map((match) => match[1] ?? "");
}

describe("docs/configuration.md", () => {
  it("has a row for every variable config.ts reads, and none it does not", () => {
    expect([...documentedVariables(doc)].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});
