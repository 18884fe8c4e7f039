import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const VERSION = "v1";

/**
 * Seals a small secret kept in the database (an authenticator's TOTP secret) with AES-256-GCM
 * under `key`, a key derived from the master secret: a copy of the database alone does not give
 * the secret away when the master secret lives elsewhere (JWT_SECRET).
 */
export function sealSecret(key: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, keyBytes(key), iv);
  const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The secret `sealSecret` sealed, or null when it was sealed under another key or altered. */
export function openSecret(key: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, keyBytes(key), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(data, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}

function keyBytes(key: string): Buffer {
  // deriveKey answers 32 bytes in base64url: exactly an AES-256 key.
  return Buffer.from(key, "base64url");
}
