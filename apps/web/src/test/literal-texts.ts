import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// Finds texts typed straight into components, where a catalogue should speak: words between
// tags, words in the attributes people read or hear, and words handed to a toast. A sentence
// written into a component would stay English whatever language the screen speaks.

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
const TOAST_CALL = /^(lazyToast|toast)(\.\w+)?$/;
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/** The component and module files under `folder`, tests and folders named in `skip` left out. */
export function sourceFiles(folder: string, skip: readonly string[] = ["testing"]): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : sourceFiles(file, skip);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Each literal text of `file` as "relative/path.tsx:line \"words\"". */
export function literalTexts(root: string, file: string, text = readFileSync(file, "utf8")) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, words: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(root, file)}:${line + 1} ${JSON.stringify(words.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) at(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      const literal = value && ts.isJsxExpression(value) ? value.expression : value;
      if (literal && ts.isStringLiteralLike(literal) && hasWords(literal.text))
        at(node, literal.text);
    }
    if (ts.isCallExpression(node) && TOAST_CALL.test(node.expression.getText(source))) {
      const [message] = node.arguments;
      if (message && ts.isStringLiteralLike(message) && hasWords(message.text))
        at(node, message.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
