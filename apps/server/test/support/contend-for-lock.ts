// One contender in the lock race. Prints "ready", waits for the go file (which holds the start
// time), then at start + i * stepMs tries to lock the i-th directory and prints "won i" or
// "lost i". Locks it wins are held until the stop file appears, so a contender the machine runs
// late still finds the other's locks held, and then it exits.
import { existsSync, readFileSync } from "node:fs";
import { acquireDataDirLock } from "../../src/lib/data-dir-lock.js";

const [goFile = "", stepArg, ...dirs] = process.argv.slice(2);
const stepMs = Number(stepArg);
console.log("ready");
// Spin rather than sleep: a timer would wake each contender up to a millisecond apart.
while (!existsSync(goFile)) {}
const startAt = Number(readFileSync(goFile, "utf8"));

for (const [index, dir] of dirs.entries()) {
  while (Date.now() < startAt + index * stepMs) {}
  try {
    acquireDataDirLock(dir);
    console.log(`won ${index}`);
  } catch {
    console.log(`lost ${index}`);
  }
}
console.log("done");
const stopFile = `${goFile}.stop`;
while (!existsSync(stopFile)) await new Promise((resolve) => setTimeout(resolve, 10));
