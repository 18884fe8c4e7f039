import { readUserClaims, type SessionClaims, signUserClaims } from "./session-tokens.js";

export const SECOND_STEP_LIFETIME_SECONDS = 5 * 60;

export type SecondStepTokens = {
  issue(claims: SessionClaims): Promise<string>;
  /** The claims of a live token for that sign-in (user or admin), or null for anything else. */
  read(token: string, audience: SessionClaims["audience"]): Promise<SessionClaims | null>;
};

/**
 * What a right password earns an account with two-factor authentication: no session, but a
 * token good for 5 minutes that only the second step takes. Its audience and key are its own,
 * so it never passes for a session.
 */
export function createSecondStepTokens(secret: string): SecondStepTokens {
  const key = new TextEncoder().encode(secret);
  const audienceOf = (audience: SessionClaims["audience"]) => `two-factor:${audience}`;
  return {
    issue: (claims) =>
      signUserClaims(key, claims, audienceOf(claims.audience), `${SECOND_STEP_LIFETIME_SECONDS}s`),
    read: async (token, audience) => {
      const claims = await readUserClaims(key, token, audienceOf(audience));
      return claims && { ...claims, audience };
    },
  };
}
