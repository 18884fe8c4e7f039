// The public form page's weight budget, checked on the build by CI (.ci/run) so it cannot creep
// back: what a respondent downloads before interacting, gzip -9, as the issue that set it counts.
// `npm run bench -- first-visit-weight` measures the same in a browser, form by form.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const DIST = path.resolve(import.meta.dirname, "../apps/web/dist");
const MANIFEST = path.join(DIST, ".vite/respond-manifest.json");
const KB = 1024;

// A respondent's language arrives as a chunk of its own, one per language: a visit loads one.
const CATALOGUE = /^src\/locales\/respond\/(.+)\.json\?lingui$/;
const catalogueKeys = (manifest) => Object.keys(manifest).filter((key) => CATALOGUE.test(key));

/** The largest language chunk: the one a visit in that language adds. */
function largestCatalogue(manifest) {
  const files = catalogueKeys(manifest).map((key) => manifest[key].file);
  return files.sort((a, b) => gzipSize(b) - gzipSize(a)).slice(0, 1);
}

// The phone question's control and libphonenumber's country metadata (its smallest build), a
// chunk of its own that the control imports and that a link prefilling a phone number loads
// before the form shows: only a form that asks for a phone number loads them, so they have a
// budget of their own instead of counting in "all the page can load".
const PHONE_CONTROL = "src/features/respond/components/phone-answer.tsx";
const PHONE_NUMBERS = "../../packages/shared/src/phone-numbers.ts";
// The signature control carries signature_pad: only a form that asks for a signature loads it.
const SIGNATURE_CONTROL = "src/features/respond/components/signature-answer.tsx";

const BUDGETS = [
  {
    name: "first visit (a form of text and choice questions)",
    limit: 90 * KB,
    files: (manifest) => staticFiles(manifest, "respond.html"),
  },
  {
    // Every control, the toaster, the clear-form dialog and the regex engine: more than any one
    // form loads, so a library slipped into a lazily loaded chunk shows here too. 180 KB since
    // the address and image choice controls and their shared country select (175.6 KB measured
    // with them; 170.0 before); the signature pad keeps a budget of its own, as the phone does.
    name: "all the page can load (any form, any action, in its largest language)",
    limit: 180 * KB,
    files: (manifest) => [
      ...allFiles(
        manifest,
        "respond.html",
        new Set(),
        new Set([...catalogueKeys(manifest), PHONE_CONTROL, PHONE_NUMBERS, SIGNATURE_CONTROL]),
      ),
      ...largestCatalogue(manifest),
    ],
  },
  {
    name: "the phone control, loaded by a form with a phone question only",
    limit: 32 * KB,
    files: (manifest) => [manifest[PHONE_CONTROL].file, manifest[PHONE_NUMBERS].file],
  },
  {
    // 6.1 KB measured with signature_pad 5.
    name: "the signature control, loaded by a form with a signature question only",
    limit: 8 * KB,
    files: (manifest) => [manifest[SIGNATURE_CONTROL].file],
  },
  {
    name: "its largest language catalogue",
    limit: 12 * KB,
    files: largestCatalogue,
  },
];

/** The entry's own file, its CSS and every chunk it imports statically, transitively. */
function staticFiles(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticFiles(manifest, imported, files);
  return files;
}

/** staticFiles, and those of every chunk it may import on demand. */
function allFiles(manifest, key, files = new Set(), visited = new Set()) {
  if (visited.has(key)) return files;
  visited.add(key);
  staticFiles(manifest, key, files);
  const chunk = manifest[key];
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
    allFiles(manifest, next, files, visited);
  }
  return files;
}

const gzipSize = (file) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

if (!existsSync(MANIFEST)) {
  console.error(`No ${path.relative(process.cwd(), MANIFEST)}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));
let failed = false;
for (const budget of BUDGETS) {
  const files = [...budget.files(manifest)];
  const size = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const verdict = size <= budget.limit ? "ok" : "OVER BUDGET";
  console.log(
    `public page, ${budget.name}: ${kb(size)} of ${kb(budget.limit)} (${files.length} files) ${verdict}`,
  );
  if (size > budget.limit) {
    failed = true;
    for (const file of files.sort()) console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`);
  }
}
process.exitCode = failed ? 1 : 0;
