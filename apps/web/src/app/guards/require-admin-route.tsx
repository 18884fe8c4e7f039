import { Navigate, Outlet } from "react-router";
import { selectIsAdmin, useAdminAuthStore } from "@/lib/auth-store";

/** Admin pages need the admin auth flag and the stored adminData. */
export function RequireAdminRoute() {
  const isAdmin = useAdminAuthStore(selectIsAdmin);
  if (!isAdmin) return <Navigate to="/login" replace />;
  return <Outlet />;
}
