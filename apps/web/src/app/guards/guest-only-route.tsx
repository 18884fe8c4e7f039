import { Navigate, Outlet, useLocation } from "react-router";
import { selectIsAdmin, selectIsSignedIn, useAdminAuthStore, useAuthStore } from "@/lib/auth-store";
import { getRedirectTarget } from "@/lib/redirect-state";

/**
 * Login-type pages: a signed-in admin goes to the users list, a signed-in user to the dashboard,
 * or back to the page the sign-in guard sent them from. Signing in on these pages only updates
 * the session; this guard then moves the visitor on.
 */
export function GuestOnlyRoute() {
  const isAdmin = useAdminAuthStore(selectIsAdmin);
  const isSignedIn = useAuthStore(selectIsSignedIn);
  const location = useLocation();
  if (isAdmin) return <Navigate to="/admin/users" replace />;
  if (isSignedIn)
    return (
      <Navigate to={getRedirectTarget(location.state, "/dashboard", location.search)} replace />
    );
  return <Outlet />;
}
