import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A 6-digit code, uniformly drawn (leading zeros kept). */
export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/**
 * Codes have only a million values, so a plain hash would fall to a lookup table if the database
 * leaked; keying the hash with a server secret prevents that.
 */
export function hashOtp(code: string, key: string): string {
  return createHmac("sha256", key).update(code).digest("hex");
}

export function isSameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** 256 random bits for a reset link. */
export function generateResetToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A token of 256 random bits cannot be guessed, so an unkeyed hash suffices. */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
