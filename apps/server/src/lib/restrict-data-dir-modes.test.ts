import { chmodSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { restrictDataDirModes } from "./restrict-data-dir-modes.js";

const modeOf = (target: string) => statSync(target).mode & 0o777;

it("takes group and other access off every directory and file, keeping the owner's", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-modes-"));
  mkdirSync(path.join(dataDir, "db", "base"), { recursive: true, mode: 0o777 });
  writeFileSync(path.join(dataDir, "db", "base", "1259"), "", { mode: 0o666 });
  writeFileSync(path.join(dataDir, "jwt-secret"), "", { mode: 0o400 });
  const outside = path.join(mkdtempSync(path.join(os.tmpdir(), "formloom-outside-")), "shared.txt");
  writeFileSync(outside, "", { mode: 0o644 });
  symlinkSync(outside, path.join(dataDir, "link"));
  chmodSync(dataDir, 0o755);
  chmodSync(path.join(dataDir, "db", "base"), 0o777);
  chmodSync(path.join(dataDir, "db", "base", "1259"), 0o666);

  expect(restrictDataDirModes(dataDir)).toEqual([]);
  expect(modeOf(dataDir)).toBe(0o700);
  expect(modeOf(path.join(dataDir, "db", "base"))).toBe(0o700);
  expect(modeOf(path.join(dataDir, "db", "base", "1259"))).toBe(0o600);
  expect(modeOf(path.join(dataDir, "jwt-secret"))).toBe(0o400);
  // A link may point anywhere: what it points to is not ours to change.
  expect(modeOf(outside)).toBe(0o644);
});
