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
          handle: title("Admin Users"),
          lazy: () =>
            import("@/features/admin/pages/admin-users-page").then((m) => ({
              Component: m.AdminUsersPage,
            })),
        },
        {
          path: "admin/users/edit/:id",
          handle: title("Edit User"),
          lazy: () =>
            import("@/features/admin/pages/admin-user-edit-page").then((m) => ({
              Component: m.AdminUserEditPage,
            })),
        },
        {
          path: "admin/regex",
          handle: title("Regex Patterns"),
          lazy: () =>
            import("@/features/admin/pages/regex-list-page").then((m) => ({
              Component: m.RegexListPage,
            })),
        },
        {
          path: "admin/regex/create",
          handle: title("Create Regex"),
          lazy: () =>
            import("@/features/admin/pages/regex-create-page").then((m) => ({
              Component: m.RegexCreatePage,
            })),
        },
        {
          path: "admin/regex/edit/:id",
          handle: title("Edit Regex"),
          lazy: () =>
            import("@/features/admin/pages/regex-edit-page").then((m) => ({
              Component: m.RegexEditPage,
            })),
        },
      ],
    },
  ],
};
