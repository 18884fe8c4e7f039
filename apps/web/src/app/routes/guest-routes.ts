import type { RouteObject } from "react-router";
import { GuestOnlyRoute } from "../guards/guest-only-route";
import { lazyMainLayout } from "./lazy-layouts";
import { title } from "./route-title";

/** Login-type pages: a signed-in visitor is sent to their home instead. */
export const guestRoutes: RouteObject = {
  Component: GuestOnlyRoute,
  children: [
    {
      index: true,
      handle: title(null),
      lazy: () =>
        import("@/features/landing/pages/landing-page").then((m) => ({ Component: m.LandingPage })),
    },
    {
      lazy: lazyMainLayout,
      children: [
        {
          path: "login",
          handle: title("app.title.login"),
          lazy: () =>
            import("@/features/auth/pages/login-page").then((m) => ({ Component: m.LoginPage })),
        },
        {
          path: "login/sso",
          handle: title("app.title.login"),
          lazy: () =>
            import("@/features/auth/pages/sso-landing-page").then((m) => ({
              Component: m.SsoLandingPage,
            })),
        },
        {
          path: "admin/login",
          handle: title("app.title.adminLogin"),
          lazy: () =>
            import("@/features/auth/pages/login-page").then((m) => ({
              Component: m.AdminLoginPage,
            })),
        },
        {
          path: "register",
          handle: title("app.title.register"),
          lazy: () =>
            import("@/features/auth/pages/register-page").then((m) => ({
              Component: m.RegisterPage,
            })),
        },
        {
          path: "verify",
          handle: title("app.title.verify"),
          lazy: () =>
            import("@/features/auth/pages/verify-page").then((m) => ({ Component: m.VerifyPage })),
        },
        {
          path: "forgot-password",
          handle: title("app.title.forgotPassword"),
          lazy: () =>
            import("@/features/auth/pages/forgot-password-page").then((m) => ({
              Component: m.ForgotPasswordPage,
            })),
        },
        {
          path: "reset-password/:token",
          handle: title("app.title.resetPassword"),
          lazy: () =>
            import("@/features/auth/pages/reset-password-page").then((m) => ({
              Component: m.ResetPasswordPage,
            })),
        },
      ],
    },
  ],
};
