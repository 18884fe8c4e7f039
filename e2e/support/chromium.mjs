import { existsSync } from "node:fs";

/** Debian's Chromium, or the one CHROME_PATH names; undefined when neither exists. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium"].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}
