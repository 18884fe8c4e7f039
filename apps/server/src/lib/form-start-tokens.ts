import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a start token is good for: a long survey may stay open for hours. */
export const FORM_START_TOKEN_TTL_MS = 24 * 60 * 60_000;

/**
 * When a respondent opened a form, as the server saw it: the form id and the issue time
 * (milliseconds) signed with HMAC-SHA256 under a key of their own. The minimum time to submit
 * is measured from it, so the browser's clock is never trusted.
 */
export type FormStartTokens = {
  issue(formId: string, nowMs?: number): string;
  /** The issue time of a genuine, live token for that form; null for anything else. */
  read(token: string, formId: string, nowMs?: number): number | null;
};

export function createFormStartTokens(key: string): FormStartTokens {
  const sign = (formId: string, issuedAt: string) =>
    createHmac("sha256", key).update(`${formId}.${issuedAt}`).digest("base64url");
  return {
    issue(formId, nowMs = Date.now()) {
      const issuedAt = String(nowMs);
      return `${issuedAt}.${sign(formId, issuedAt)}`;
    },
    read(token, formId, nowMs = Date.now()) {
      const [issuedAt = "", signature = "", ...rest] = token.split(".");
      if (rest.length > 0 || !/^\d{1,15}$/.test(issuedAt)) return null;
      const expected = Buffer.from(sign(formId, issuedAt));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const issuedMs = Number(issuedAt);
      const isLive = issuedMs <= nowMs && nowMs - issuedMs < FORM_START_TOKEN_TTL_MS;
      return isLive ? issuedMs : null;
    },
  };
}
