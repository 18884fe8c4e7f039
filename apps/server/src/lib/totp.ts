import { generateSecret, generateURI, verify } from "otplib";

const ISSUER = "Formloom";
/** One 30-second step either side: a phone clock a little off, or a code typed as it changes. */
const EPOCH_TOLERANCE_SECONDS = 30;
const SIX_DIGITS = /^\d{6}$/;

/** A new 160-bit secret, in the Base32 an authenticator app takes. */
export function createTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address the QR code carries, labelled with the account's email. */
export function totpAddress(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/**
 * The time step of `code` when it is right for `secret` now and later than `afterStep` (a code
 * already accepted never serves twice); null otherwise.
 */
export async function checkTotp(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  if (!SIX_DIGITS.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
