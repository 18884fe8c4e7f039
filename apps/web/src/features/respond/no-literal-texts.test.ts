import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Everything a respondent reads comes from the page's catalogue, so every language says it: a
// sentence typed straight into a component would stay English on a German page. This finds
// such texts in the page's components: words between tags, words in the attributes people
// read or hear, and words handed to a toast.

const FEATURE = path.resolve(import.meta.dirname);
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-valuetext",
  "placeholder",
  "title",
  "alt",
  "label",
  "description",
  "confirmLabel",
  "cancelLabel",
]);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function literalTexts(file: string, text = readFileSync(file, "utf8")): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, words: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(FEATURE, file)}:${line + 1} ${JSON.stringify(words.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) at(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      const literal = value && ts.isJsxExpression(value) ? value.expression : value;
      if (literal && ts.isStringLiteralLike(literal) && hasWords(literal.text))
        at(node, literal.text);
    }
    if (ts.isCallExpression(node) && /^lazyToast\.\w+$/.test(node.expression.getText(source))) {
      const [message] = node.arguments;
      if (message && ts.isStringLiteralLike(message) && hasWords(message.text))
        at(node, message.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the public page's components", () => {
  it("take every text a respondent reads from the catalogue", () => {
    const files = sourceFiles(FEATURE);
    expect(files.length).toBeGreaterThan(40);
    expect(files.flatMap((file) => literalTexts(file))).toEqual([]);
  });

  it("would notice a text typed straight into a component", () => {
    const sample = [
      'const a = <p aria-label="Close it">Hello there</p>;',
      'const b = <Input placeholder="Type here" className="h-10" />;',
      'lazyToast.error("It broke");',
      'const c = <p aria-label={t("x")}>{t("y")} · 3 / 5</p>;',
    ].join("\n");
    expect(literalTexts(path.join(FEATURE, "sample.tsx"), sample)).toEqual([
      'sample.tsx:1 "Close it"',
      'sample.tsx:1 "Hello there"',
      'sample.tsx:2 "Type here"',
      'sample.tsx:3 "It broke"',
    ]);
  });
});
