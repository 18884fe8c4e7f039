import { useEffect } from "react";
import { toast } from "sonner";
import { isApiError } from "@/lib/api-client";

/**
 * Shows `message` once per failed fetch. A 401 is left to the app's session handler, which
 * signs the admin out with the server's own message.
 */
export function useQueryErrorToast(error: unknown, message: string, onError?: () => void) {
  useEffect(() => {
    if (!error || (isApiError(error) && error.status === 401)) return;
    toast.error(message, { id: message });
    onError?.();
  }, [error, message, onError]);
}
