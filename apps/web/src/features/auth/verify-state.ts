import type { RedirectState } from "@/lib/redirect-state";

/** What /verify needs in its navigation state: the address the code went to. */
export type VerifyState = RedirectState & { email: string };

export function readVerifyEmail(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("email" in state)) return null;
  const { email } = state as { email: unknown };
  return typeof email === "string" && email.includes("@") ? email : null;
}

/** Carries the page the sign-in guard remembered through verification. */
export function toVerifyState(email: string, previous: unknown): VerifyState {
  const from =
    typeof previous === "object" && previous !== null && "from" in previous
      ? (previous as RedirectState).from
      : undefined;
  return from ? { email, from } : { email };
}
