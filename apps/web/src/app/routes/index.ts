import type { RouteObject } from "react-router";
import { RootHydrateFallback, RootLayout } from "../layouts/root-layout";
import { RouteErrorFallback } from "../route-error-fallback";
import { adminRoutes } from "./admin-routes";
import { guestRoutes } from "./guest-routes";
import { lazyMainLayout } from "./lazy-layouts";
import { title } from "./route-title";
import { userRoutes } from "./user-routes";

/** Every route of SPEC §2; each screen is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RouteErrorFallback,
    children: [
      guestRoutes,
      userRoutes,
      adminRoutes,
      {
        path: "forms/:formId/view",
        handle: title("app.title.viewForm"),
        lazy: () =>
          import("@/features/respond/pages/view-form-route").then((m) => ({
            Component: m.ViewFormRoute,
          })),
      },
      {
        lazy: lazyMainLayout,
        children: [
          {
            path: "invitations/:token",
            handle: title("workspaces.title.invitation"),
            lazy: () =>
              import("@/features/auth/pages/invitation-page").then((m) => ({
                Component: m.InvitationPage,
              })),
          },
          {
            path: "*",
            handle: title("app.title.pageNotFound"),
            lazy: () =>
              import("@/features/not-found/pages/not-found-page").then((m) => ({
                Component: m.NotFoundPage,
              })),
          },
        ],
      },
    ],
  },
];
