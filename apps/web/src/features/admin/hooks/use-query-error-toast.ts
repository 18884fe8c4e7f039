import { useEffect } from "react";
import { toast } from "sonner";
import { hasErrorCode, SESSION_ENDED_CODES } from "@/lib/api-client";

/**
 * Shows `message` once per failed fetch. An ended session is left to the app's session handler, which
 * signs the admin out with the server's own message.
 */
export function useQueryErrorToast(error: unknown, message: string, onError?: () => void) {
  useEffect(() => {
    if (!error || hasErrorCode(error, ...SESSION_ENDED_CODES)) return;
    toast.error(message, { id: message });
    onError?.();
  }, [error, message, onError]);
}
