// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server (port 5173),
// which proxies /api to it. Ctrl+C stops both.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const children = [
  spawn("npm", ["run", "dev", "-w", "apps/server"], {
    cwd: root,
    stdio: "inherit",
    // npm runs the server's dev script from apps/server; `npm start` reads DATA_DIR from the root.
    env: {
      NODE_ENV: "development",
      ...process.env,
      DATA_DIR: path.resolve(root, process.env.DATA_DIR || "data"),
    },
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
