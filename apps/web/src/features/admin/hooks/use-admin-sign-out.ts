import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useAdminAuthStore } from "@/lib/auth-store";
import { onSessionExpired } from "@/lib/session-expiry";

const ADMIN_LOGIN_PATH = "/admin/login";

/**
 * Ends the admin session and opens the admin sign-in. Removing adminData makes the admin
 * guard redirect to /login on its next render; the navigation here is queued after the
 * guard's so that the admin lands on /admin/login instead.
 */
function useLeaveAdminSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    useAdminAuthStore.getState().adminLogout();
    queryClient.removeQueries({ queryKey: ["admin"] });
    queueMicrotask(() => {
      void navigate(ADMIN_LOGIN_PATH, { replace: true });
    });
  }, [navigate, queryClient]);
}

export function useAdminSignOut() {
  const leave = useLeaveAdminSession();
  return useCallback(() => {
    leave();
    toast.success("Sign Out successfully");
  }, [leave]);
}

/** A 401 to an admin call: the app's handler signs out and shows why; this opens the admin sign-in. */
export function useAdminSessionExpiry() {
  const leave = useLeaveAdminSession();
  useEffect(
    () =>
      onSessionExpired((scope) => {
        if (scope === "admin") leave();
      }),
    [leave],
  );
}
