import type { RouteObject } from "react-router";
import { RequireUserRoute } from "../guards/require-user-route";
import { lazyMainLayout } from "./lazy-layouts";
import { title } from "./route-title";

/** Signed-in user pages: without the stored userData the visitor is sent to /login. */
export const userRoutes: RouteObject = {
  Component: RequireUserRoute,
  children: [
    {
      lazy: lazyMainLayout,
      children: [
        {
          path: "dashboard",
          handle: title("app.title.dashboard"),
          lazy: () =>
            import("@/features/dashboard/pages/dashboard-page").then((m) => ({
              Component: m.DashboardPage,
            })),
        },
        {
          path: "responses",
          handle: title("app.title.responses"),
          lazy: () =>
            import("@/features/responses/pages/responses-hub-page").then((m) => ({
              Component: m.ResponsesHubPage,
            })),
        },
        {
          path: "user-profile",
          handle: title("app.title.userProfile"),
          lazy: () =>
            import("@/features/profile/pages/profile-page").then((m) => ({
              Component: m.ProfilePage,
            })),
        },
        {
          path: "forms/new",
          handle: title("app.title.createForm"),
          lazy: () =>
            import("@/features/builder/pages/create-form-page").then((m) => ({
              Component: m.CreateFormPage,
            })),
        },
        {
          path: "forms/:formId/edit",
          handle: title("app.title.editForm"),
          lazy: () =>
            import("@/features/builder/pages/edit-form-page").then((m) => ({
              Component: m.EditFormPage,
            })),
        },
        {
          path: "forms/:formId/responses",
          handle: title("app.title.formResponses"),
          lazy: () =>
            import("@/features/responses/pages/form-responses-page").then((m) => ({
              Component: m.FormResponsesPage,
            })),
        },
        {
          path: "workspaces/:workspaceId/settings",
          handle: title("workspaces.title.settings"),
          lazy: () =>
            import("@/features/workspaces/pages/workspace-settings-page").then((m) => ({
              Component: m.WorkspaceSettingsPage,
            })),
        },
        {
          path: "workspaces/:workspaceId/audit",
          handle: title("audit.title.workspace"),
          lazy: () =>
            import("@/features/workspaces/pages/workspace-audit-page").then((m) => ({
              Component: m.WorkspaceAuditPage,
            })),
        },
        {
          path: "quizzes/:quizId/results",
          handle: title("app.title.quizResults"),
          lazy: () =>
            import("@/features/quiz/pages/quiz-results-page").then((m) => ({
              Component: m.QuizResultsPage,
            })),
        },
      ],
    },
  ],
};
