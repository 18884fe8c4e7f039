import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "../../src/lib/app-error.js";
import { REPO_ROOT } from "../../src/paths.js";

const doc = readFileSync(path.join(REPO_ROOT, "docs/architecture.md"), "utf8");
const PLUGINS_DIR = path.join(REPO_ROOT, "apps/server/src/plugins");

/** The text under a `## ` heading, up to the next one. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start === -1) throw new Error(`docs/architecture.md has no "## ${heading}" section`);
  const end = markdown.indexOf("\n## ", start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

describe("docs/architecture.md", () => {
  it("lists every error code with the status ERROR_STATUS gives it, and no other", () => {
    const rows = section(doc, "Errors")
      .split("\n")
      .map((line) => /^\| `([A-Z_]+)` \| (\d{3}) \|/.exec(line))
      .filter((match) => match !== null);
    const documented = Object.fromEntries(rows.map(([, code, status]) => [code, Number(status)]));
    expect(documented).toEqual(ERROR_STATUS);
    expect(rows).toHaveLength(Object.keys(ERROR_STATUS).length);
  });

  it("names every plugin file in the plugin list", () => {
    const plugins = readdirSync(PLUGINS_DIR).filter((file) => file.endsWith(".ts"));
    expect(plugins.length).toBeGreaterThan(0);
    const list = section(doc, "How a request travels");
    const missing = plugins.filter((file) => !list.includes(`plugins/${file}`));
    expect(missing).toEqual([]);
  });
});
