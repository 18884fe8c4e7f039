import { idSchema } from "@formloom/shared";
import { errors, jwtVerify, SignJWT } from "jose";

export type SessionAudience = "user" | "admin";

export type SessionClaims = { userId: string; audience: SessionAudience; tokenVersion: number };

const ISSUER = "formloom";
const LIFETIME: Record<SessionAudience, string> = { user: "7d", admin: "8h" };

export type SessionTokens = {
  issue(claims: SessionClaims): Promise<string>;
  /** The claims of a valid token for that audience, or null for anything else. */
  read(token: string, audience: SessionAudience): Promise<SessionClaims | null>;
};

export function createSessionTokens(secret: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (claims) => signUserClaims(key, claims, claims.audience, LIFETIME[claims.audience]),
    read: async (token, audience) => {
      const claims = await readUserClaims(key, token, audience);
      return claims && { ...claims, audience };
    },
  };
}

/** A token naming a user and their token version, for `audience`, valid for `lifetime`. */
export function signUserClaims(
  key: Uint8Array,
  { userId, tokenVersion }: { userId: string; tokenVersion: number },
  audience: string,
  lifetime: string,
): Promise<string> {
  return new SignJWT({ ver: tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setAudience(audience)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(key);
}

/** The user and token version of a valid token for `audience`, or null for anything else. */
export async function readUserClaims(
  key: Uint8Array,
  token: string,
  audience: string,
): Promise<{ userId: string; tokenVersion: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      audience,
      issuer: ISSUER,
    });
    // A subject that is no user id must never reach a query, whoever signed it.
    const subject = idSchema.safeParse(payload.sub);
    if (!subject.success || typeof payload.ver !== "number") return null;
    return { userId: subject.data, tokenVersion: payload.ver };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
