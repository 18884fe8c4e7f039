import { existsSync } from "node:fs";

/**
 * The Chromium CHROME_PATH names, else Debian's; undefined when that file does not exist. A
 * CHROME_PATH that names nothing is not replaced by Debian's: the setting was meant.
 */
export function findChromium() {
  const candidate = process.env.CHROME_PATH || "/usr/bin/chromium";
  return existsSync(candidate) ? candidate : undefined;
}
