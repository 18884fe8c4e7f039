// Builds the web app and the server when any input of their build is newer than its output.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

// Whole package trees are watched, so a new config file or plugin folder is never missed;
// only what cannot change the build is skipped.
const NOT_BUILD_INPUTS = new Set(["data", "dist", "node_modules", "test", "tests"]);
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function buildsOf(root) {
  const at = (...parts) => path.join(root, ...parts);
  return [
    {
      name: "web app",
      output: at("apps/web/dist/index.html"),
      sources: [at("apps/web"), at("packages/shared")],
      command: "npm run build -w apps/web",
    },
    {
      name: "server",
      output: at("apps/server/dist/main.js"),
      sources: [at("apps/server"), at("packages/shared")],
      command: "npm run build -w apps/server",
    },
  ];
}

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (NOT_BUILD_INPUTS.has(entry) || isTestFile(entry)) continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

/** The builds whose output is missing or older than one of their inputs. */
export function findStaleBuilds(root = ROOT) {
  return buildsOf(root).filter((build) => {
    const builtAt = existsSync(build.output) ? statSync(build.output).mtimeMs : 0;
    return Math.max(...build.sources.map(newestChange)) > builtAt;
  });
}

/** Runs one build with its output kept rather than printed (a web build lists every chunk). */
export function runBuild(build, cwd = ROOT) {
  const startedAt = performance.now();
  const result = spawnSync(build.command, {
    cwd,
    shell: true,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    isOk: result.status === 0,
    exitCode: result.status,
    output: `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? String(result.error) : ""}`,
    seconds: (performance.now() - startedAt) / 1000,
  };
}

/** One line for a build that worked: how long it took and, from Vite, how many modules. */
export function summarizeBuild(build, { output, seconds }) {
  const modules = output.match(/(\d+) modules transformed/)?.[1];
  const detail = modules ? ` (${modules} modules)` : "";
  return `Built the ${build.name} in ${seconds.toFixed(1)} s${detail}`;
}

export function buildIfNeeded() {
  for (const build of findStaleBuilds()) {
    console.log(`Building the ${build.name}...`);
    const result = runBuild(build);
    if (!result.isOk) {
      process.stderr.write(result.output);
      throw new Error(
        `Building the ${build.name} failed (exit code ${result.exitCode}): its output is above.`,
      );
    }
    console.log(summarizeBuild(build, result));
  }
}

export const SERVER_ENTRY = path.join(ROOT, "apps/server/dist/main.js");

/**
 * The V8 flags `npm start` runs the server with, read from its script so that a bench or test
 * starting the built server runs it the same way. A young generation of 32 MB semi-spaces, twice
 * the default, is collected half as often: 7 % less CPU a submission under load
 * (bench/submissions.mjs), and an idle server does not grow it.
 */
const startScript = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.start;
export const SERVER_NODE_FLAGS = startScript.match(/--[\w-]+=\S+/g) ?? [];
