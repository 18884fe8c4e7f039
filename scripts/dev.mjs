// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server (port 5173),
// which proxies /api to it. Ctrl+C stops both.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const children = [
  spawn("npm", ["run", "dev", "-w", "apps/server"], {
    cwd: root,
    stdio: "inherit",
    env: { NODE_ENV: "development", ...process.env },
  }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { cwd: root, stdio: "inherit" }),
];

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
for (const child of children) {
  child.on("exit", (code) => {
    for (const other of children) if (other !== child) other.kill("SIGTERM");
    process.exitCode = code ?? 1;
  });
}
