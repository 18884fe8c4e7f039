// Lists functions whose body spans more than a limit of lines (80 by default),
// longest first: `node scripts/long-functions.mjs [limit]`.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const ROOT = new URL("..", import.meta.url).pathname;
const SOURCE_DIRS = ["apps/server/src", "apps/web/src", "packages/shared/src"];
const LIMIT = Number(process.argv[2] ?? 80);

function listSourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name);
    return isSource && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
    return parent.name.getText();
  if (ts.isCallExpression(parent))
    return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  return "(anonymous)";
}

const found = [];
for (const file of SOURCE_DIRS.flatMap((dir) => listSourceFiles(join(ROOT, dir)))) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > LIMIT) {
        const isComponent = file.endsWith(".tsx") && /^[A-Z]/.test(nameOf(node));
        found.push({
          lines,
          name: nameOf(node),
          file: relative(ROOT, file),
          line: first + 1,
          isComponent,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

found.sort((a, b) => b.lines - a.lines);
for (const f of found)
  console.log(`${String(f.lines).padStart(4)}  ${f.name}  ${f.file}:${f.line}`);
const web = found.filter((f) => f.file.startsWith("apps/web/"));
console.log(
  `\n${found.length} functions over ${LIMIT} lines: ${web.length} in web, ` +
    `${found.filter((f) => f.isComponent).length} React components`,
);
