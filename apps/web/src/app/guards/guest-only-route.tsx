import { Navigate, Outlet } from "react-router";
import { selectIsAdmin, selectIsSignedIn, useAdminAuthStore, useAuthStore } from "@/lib/auth-store";

/** Login-type pages: a signed-in admin goes to the users list, a signed-in user to the dashboard. */
export function GuestOnlyRoute() {
  const isAdmin = useAdminAuthStore(selectIsAdmin);
  const isSignedIn = useAuthStore(selectIsSignedIn);
  if (isAdmin) return <Navigate to="/admin/users" replace />;
  if (isSignedIn) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
