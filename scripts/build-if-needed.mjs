// Builds the web app and the server when their sources are newer than their build output.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const at = (...parts) => path.join(root, ...parts);

const builds = [
  {
    name: "web app",
    output: at("apps/web/dist/index.html"),
    sources: [
      at("apps/web/src"),
      at("apps/web/index.html"),
      at("apps/web/public"),
      at("packages/shared/src"),
    ],
    command: "npm run build -w apps/web",
  },
  {
    name: "server",
    output: at("apps/server/dist/main.js"),
    sources: [
      at("apps/server/src"),
      at("apps/server/drizzle"),
      at("apps/server/build.mjs"),
      at("packages/shared/src"),
    ],
    command: "npm run build -w apps/server",
  },
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

export function buildIfNeeded() {
  for (const build of builds) {
    const builtAt = existsSync(build.output) ? statSync(build.output).mtimeMs : 0;
    const changedAt = Math.max(...build.sources.map(newestChange));
    if (changedAt > builtAt) {
      console.log(`Building the ${build.name}...`);
      execSync(build.command, { cwd: root, stdio: "inherit" });
    }
  }
}

export const SERVER_ENTRY = at("apps/server/dist/main.js");
