import { hash, verify } from "@node-rs/argon2";

// OWASP's minimum for argon2id (DESIGN §6): 19 MiB, 2 passes, 1 lane. Argon2id is the
// library's default algorithm (its enum cannot be imported under verbatimModuleSyntax).
const ARGON2_OPTIONS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification when there is no account to check, so an unknown
 * email answers as slowly as a wrong password and timing does not reveal who has an account.
 */
export async function verifyDecoyPassword(password: string): Promise<false> {
  decoyHash ??= hashPassword("decoy password that matches nothing");
  await verifyPassword(await decoyHash, password);
  return false;
}
