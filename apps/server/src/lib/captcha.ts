import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey as deriveShaKey } from "altcha-lib/algorithms/sha";
import type { Config } from "../config.js";
import type { SpentCaptchaNonces } from "./spent-captcha-nonces.js";

export type CaptchaVerifier = {
  /** A fresh ALTCHA challenge; undefined for the hosted providers, whose widget brings its own. */
  createChallenge(): Promise<Challenge | undefined>;
  /**
   * True for a solved captcha. With `consume` (sign-in, sign-up) a solution is accepted once only;
   * without it an ALTCHA solution is only checked. Hosted providers' tokens are single-use anyway.
   */
  verify(token: string, options?: { remoteIp?: string; consume?: boolean }): Promise<boolean>;
};

const CHALLENGE_LIFETIME_MS = 10 * 60_000;
const SITEVERIFY_URLS = {
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
} as const;

export function createCaptchaVerifier(
  captcha: Config["captcha"],
  hmacKey: string,
  spentNonces: SpentCaptchaNonces,
): CaptchaVerifier {
  return captcha.provider === "altcha"
    ? createAltchaVerifier(hmacKey, captcha.altchaMaxCounter, spentNonces)
    : createHostedVerifier(SITEVERIFY_URLS[captcha.provider], captcha.secret ?? "");
}

/**
 * Self-hosted proof of work: the server picks a secret counter below `maxCounter`, and the
 * browser must try that many SHA-256 derivations to find it.
 */
function createAltchaVerifier(
  hmacKey: string,
  maxCounter: number,
  spentNonces: SpentCaptchaNonces,
): CaptchaVerifier {
  return {
    createChallenge: () =>
      createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: randomInt(Math.floor(maxCounter / 10), maxCounter),
        deriveKey: deriveShaKey,
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: `${hmacKey}:key`,
      }),
    verify: async (token, { consume = true } = {}) => {
      const payload = decodeAltchaPayload(token);
      if (!payload) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey: deriveShaKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: `${hmacKey}:key`,
      }).catch(() => ({ verified: false }));
      if (!result.verified) return false;
      // Only a verified solution reaches the database, so forged tokens cost it nothing.
      const { nonce, expiresAt } = payload.challenge.parameters;
      if (!consume) return !(await spentNonces.isSpent(nonce));
      const expiry = expiresAt
        ? new Date(expiresAt * 1000)
        : new Date(Date.now() + CHALLENGE_LIFETIME_MS);
      return spentNonces.spend(nonce, expiry);
    },
  };
}

type AltchaPayload = {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
};

function decodeAltchaPayload(token: string): AltchaPayload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as AltchaPayload;
    const isWellFormed =
      typeof payload?.challenge?.parameters?.nonce === "string" &&
      typeof payload?.solution?.counter === "number" &&
      typeof payload?.solution?.derivedKey === "string";
    return isWellFormed ? payload : undefined;
  } catch {
    return undefined;
  }
}

function createHostedVerifier(url: string, secret: string): CaptchaVerifier {
  return {
    createChallenge: async () => undefined,
    verify: async (token, { remoteIp } = {}) => {
      const body = new URLSearchParams({ secret, response: token });
      if (remoteIp) body.set("remoteip", remoteIp);
      try {
        const response = await fetch(url, {
          method: "POST",
          body,
          signal: AbortSignal.timeout(10_000),
        });
        const result = (await response.json()) as { success?: boolean };
        return result.success === true;
      } catch {
        return false;
      }
    },
  };
}
