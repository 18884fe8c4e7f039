import { createHash, randomBytes } from "node:crypto";
import { API_KEY_PREFIX } from "@formloom/shared";

const SHOWN_LENGTH = API_KEY_PREFIX.length + 8;
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

/** A new key: 256 random bits after the recognisable `flk_`. */
export function generateApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { key, prefix: key.slice(0, SHOWN_LENGTH), keyHash: hashApiKey(key) };
}

/**
 * A plain SHA-256, not bcrypt: bcrypt's slowness protects guessable passwords, but a key of 256
 * random bits cannot be guessed from its hash anyway, and an unsalted hash lets each request find
 * its key by one indexed lookup instead of a deliberately slow comparison.
 */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** Whether a bearer token is meant as an API key rather than a session token. */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export function isWellFormedApiKey(token: string): boolean {
  return KEY_PATTERN.test(token);
}
