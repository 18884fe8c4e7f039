/** Which stored session a call was signed with. */
export type SessionScope = "user" | "admin";

type SessionExpiredListener = (scope: SessionScope, message: string) => void;

const listeners = new Set<SessionExpiredListener>();

/** The app listens once, centrally, so no screen has to handle a revoked or expired token. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySessionExpired(scope: SessionScope, message: string): void {
  for (const listener of listeners) listener(scope, message);
}
