import { createHmac, timingSafeEqual } from "node:crypto";

/** How long the right password opens a form for: a working day, then it is asked again. */
export const FORM_UNLOCK_TOKEN_TTL_MS = 12 * 60 * 60_000;

/**
 * Proof that a respondent gave a form's password: the form id, the password's generation and an
 * expiry, signed with HMAC-SHA256 under a key of their own. Setting, changing or removing the
 * password bumps the generation, so every token given before stops working.
 */
export type FormUnlockTokens = {
  issue(formId: string, generation: number, nowMs?: number): { token: string; expiresAt: Date };
  /** Whether the token is genuine, live, for that form and of its current generation. */
  isValid(token: string, formId: string, generation: number, nowMs?: number): boolean;
};

export function createFormUnlockTokens(key: string): FormUnlockTokens {
  const sign = (formId: string, generation: string, expiresAt: string) =>
    createHmac("sha256", key).update(`${formId}.${generation}.${expiresAt}`).digest("base64url");
  return {
    issue(formId, generation, nowMs = Date.now()) {
      const expiresMs = nowMs + FORM_UNLOCK_TOKEN_TTL_MS;
      const fields = [String(generation), String(expiresMs)] as const;
      return {
        token: `${fields[0]}.${fields[1]}.${sign(formId, ...fields)}`,
        expiresAt: new Date(expiresMs),
      };
    },
    isValid(token, formId, generation, nowMs = Date.now()) {
      const [given = "", expiresAt = "", signature = "", ...rest] = token.split(".");
      if (rest.length > 0 || given !== String(generation) || !/^\d{1,15}$/.test(expiresAt)) {
        return false;
      }
      const expected = Buffer.from(sign(formId, given, expiresAt));
      const actual = Buffer.from(signature);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return false;
      return nowMs < Number(expiresAt);
    },
  };
}
