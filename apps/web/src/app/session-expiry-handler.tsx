import { useEffect } from "react";
import { toast } from "sonner";
import { onSessionExpired } from "@/lib/session-expiry";
import { useSignOut } from "@/lib/use-sign-out";

const SESSION_EXPIRED_TOAST_ID = "session-expired";

/** Signs out a session the server no longer accepts and sends the visitor to sign in again. */
export function SessionExpiryHandler() {
  const signOut = useSignOut();

  useEffect(
    () =>
      onSessionExpired((scope, message) => {
        // Several calls can fail together: one toast, one sign-out.
        toast.error(message, { id: SESSION_EXPIRED_TOAST_ID });
        signOut(scope);
      }),
    [signOut],
  );
  return null;
}
