import { createHash, timingSafeEqual } from "node:crypto";

/** Whether an Authorization header carries `Bearer <token>`, compared in constant time. */
export function hasBearerToken(authorization: string | undefined, token: string): boolean {
  const [scheme, given] = (authorization ?? "").split(" ");
  if (scheme?.toLowerCase() !== "bearer" || !given) return false;
  // Compared as digests: equal lengths for timingSafeEqual, and no timing clue to the token.
  return timingSafeEqual(digest(given), digest(token));
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}
