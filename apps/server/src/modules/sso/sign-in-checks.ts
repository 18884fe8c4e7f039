import { EncryptJWT, errors, jwtDecrypt } from "jose";
import { z } from "zod";

/** What the callback must find again: kept in the browser, encrypted, for the round trip. */
export type SignInChecks = { state: string; nonce: string; codeVerifier: string };

export const SIGN_IN_CHECKS_COOKIE = "formloom_sso";
/** Time to sign in at the provider, a password manager and a second factor included. */
export const SIGN_IN_CHECKS_SECONDS = 600;

const checksSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43).max(128),
});

/**
 * Encrypted (not only signed) with a key of the server's, so neither the PKCE verifier nor the
 * nonce can be read from the cookie, and any change to it makes it unreadable.
 */
export function createSignInChecksSealer(secret: string) {
  const key = new Uint8Array(Buffer.from(secret, "base64url")).subarray(0, 32);
  return {
    seal: (checks: SignInChecks) =>
      new EncryptJWT({ ...checks })
        .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
        .setAudience("sso-sign-in")
        .setIssuedAt()
        .setExpirationTime(`${SIGN_IN_CHECKS_SECONDS}s`)
        .encrypt(key),
    /** The checks, or undefined for a missing, expired or altered cookie. */
    unseal: async (sealed: string | undefined): Promise<SignInChecks | undefined> => {
      if (!sealed) return undefined;
      try {
        const { payload } = await jwtDecrypt(sealed, key, { audience: "sso-sign-in" });
        const checks = checksSchema.safeParse(payload);
        return checks.success ? checks.data : undefined;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

export type SignInChecksSealer = ReturnType<typeof createSignInChecksSealer>;
