import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useAdminAuthStore, useAuthStore } from "@/lib/auth-store";
import { onSessionExpired } from "@/lib/session-expiry";

const SESSION_EXPIRED_TOAST_ID = "session-expired";

/** Signs out a session the server no longer accepts and sends the visitor to sign in again. */
export function SessionExpiryHandler() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onSessionExpired((scope, message) => {
        // Several calls can fail together: one toast, one sign-out.
        toast.error(message, { id: SESSION_EXPIRED_TOAST_ID });
        queryClient.clear();
        if (scope === "admin") {
          useAdminAuthStore.getState().adminLogout();
          navigate("/admin/login", { replace: true });
          return;
        }
        useAuthStore.getState().logout();
        navigate("/login", { replace: true });
      }),
    [navigate, queryClient],
  );
  return null;
}
