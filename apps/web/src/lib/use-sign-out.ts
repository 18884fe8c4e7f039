import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useAdminAuthStore, useAuthStore } from "./auth-store";
import type { SessionScope } from "./session-expiry";

/**
 * The one way out of a session, whatever ends it (the menu, a deactivated account, a 401):
 * forget the session and what was fetched with it, and open the matching sign-in. An admin's
 * sign-out leaves the user's session alone, and its navigation is queued after the admin
 * guard's redirect to /login so that the admin lands on /admin/login instead.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (scope: SessionScope) => {
      if (scope === "admin") {
        useAdminAuthStore.getState().adminLogout();
        queryClient.removeQueries({ queryKey: ["admin"] });
        queueMicrotask(() => {
          void navigate("/admin/login", { replace: true });
        });
        return;
      }
      useAuthStore.getState().logout();
      queryClient.clear();
      void navigate("/login", { replace: true });
    },
    [navigate, queryClient],
  );
}
