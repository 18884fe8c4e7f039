import { useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { selectIsSignedIn, useAuthStore } from "@/lib/auth-store";
import type { RedirectState } from "@/lib/redirect-state";

/** User pages need the stored userData; otherwise sign in first, then come back here. */
export function RequireUserRoute() {
  const isSignedIn = useAuthStore(selectIsSignedIn);
  const location = useLocation();
  // Only a visitor who arrives signed out is brought back afterwards: after logging out here,
  // the next sign-in starts at the dashboard as usual.
  const [wasSignedInOnArrival] = useState(isSignedIn);
  if (!isSignedIn) {
    const state: RedirectState | undefined = wasSignedInOnArrival
      ? undefined
      : { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
