import type { RouteObject } from "react-router";
import { RequireAdminRoute } from "../guards/require-admin-route";
import { title } from "./route-title";

/** Admin pages: without the admin auth flag and the stored adminData the visitor is sent to /login. */
export const adminRoutes: RouteObject = {
  Component: RequireAdminRoute,
  children: [
    {
      lazy: () =>
        import("../layouts/admin-layout").then((module) => ({ Component: module.AdminLayout })),
      children: [
        {
          path: "admin/users",
          handle: title("app.title.adminUsers"),
          lazy: () =>
            import("@/features/admin/pages/admin-users-page").then((m) => ({
              Component: m.AdminUsersPage,
            })),
        },
        {
          path: "admin/users/edit/:id",
          handle: title("app.title.editUser"),
          lazy: () =>
            import("@/features/admin/pages/admin-user-edit-page").then((m) => ({
              Component: m.AdminUserEditPage,
            })),
        },
        {
          path: "admin/audit",
          handle: title("audit.title.admin"),
          lazy: () =>
            import("@/features/admin/pages/admin-audit-page").then((m) => ({
              Component: m.AdminAuditPage,
            })),
        },
        {
          path: "admin/regex",
          handle: title("app.title.regexPatterns"),
          lazy: () =>
            import("@/features/admin/pages/regex-list-page").then((m) => ({
              Component: m.RegexListPage,
            })),
        },
        {
          path: "admin/regex/create",
          handle: title("app.title.createRegex"),
          lazy: () =>
            import("@/features/admin/pages/regex-create-page").then((m) => ({
              Component: m.RegexCreatePage,
            })),
        },
        {
          path: "admin/regex/edit/:id",
          handle: title("app.title.editRegex"),
          lazy: () =>
            import("@/features/admin/pages/regex-edit-page").then((m) => ({
              Component: m.RegexEditPage,
            })),
        },
      ],
    },
  ],
};
