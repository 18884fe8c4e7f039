import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const SECRET_FILE = "secret.key";

/**
 * The master secret: JWT_SECRET when set, otherwise one generated at first start and kept in
 * DATA_DIR (readable by this user only) so sessions survive a restart.
 */
export function resolveMasterSecret(jwtSecret: string | undefined, dataDir: string): string {
  if (jwtSecret) return jwtSecret;
  const file = path.join(dataDir, SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}

/** One key per purpose, so a key leaking from one use says nothing about the others. */
export function deriveKey(masterSecret: string, purpose: string): string {
  return createHmac("sha256", masterSecret).update(`formloom:${purpose}`).digest("base64url");
}
