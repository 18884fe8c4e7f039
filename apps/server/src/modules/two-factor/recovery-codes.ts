import { createHash, randomInt } from "node:crypto";
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from "@formloom/shared";

const GROUP = 4;

/** Ten new codes as the user reads them ("abcd-efgh-jkmn-pqrs"); only their hashes are kept. */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join("");
    return letters.match(new RegExp(`.{${GROUP}}`, "g"))?.join("-") ?? letters;
  });
}

/**
 * 80 random bits cannot be guessed even from a copy of the database, so an unkeyed hash
 * suffices (as for reset tokens) and survives a rotation of the master secret.
 */
export function hashRecoveryCode(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]+/g, "");
  return createHash("sha256").update(normalized).digest("hex");
}
