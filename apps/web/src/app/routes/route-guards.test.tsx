import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/mock-api";
import { renderRoute } from "@/test/render-route";
import { storeAdminSession, storeUserSession } from "@/test/session-fixtures";

describe("route guards", () => {
  it("sends a signed-out visitor from a user page to /login, remembering where they were going", async () => {
    const { router } = renderRoute("/forms/f-1/responses?version=2");

    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.state).toEqual({
      from: { pathname: "/forms/f-1/responses", search: "?version=2", hash: "" },
    });
  });

  it.each([
    "/dashboard",
    "/responses",
    "/user-profile",
    "/forms/new",
    "/forms/f-1/edit",
    "/quizzes/q-1/results",
  ])("guards %s", async (path) => {
    const { router } = renderRoute(path);
    await screen.findByRole("heading", { name: "Sign In" });
    expect(router.state.location.pathname).toBe("/login");
  });

  it("lets a signed-in user into a user page", async () => {
    storeUserSession();
    renderRoute("/dashboard");
    // The first test to open the dashboard waits for its lazily loaded page to be transformed,
    // which took over the usual 4 s on a busy machine.
    expect(
      await screen.findByRole("heading", { name: "Your Forms" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it.each(["/", "/login", "/register", "/verify", "/forgot-password", "/reset-password/abc"])(
    "sends a signed-in user from %s to /dashboard",
    async (path) => {
      storeUserSession();
      const { router } = renderRoute(path);
      await screen.findByRole("heading", { name: "Your Forms" });
      expect(router.state.location.pathname).toBe("/dashboard");
    },
  );

  it("sends a signed-in admin from /login to /admin/users", async () => {
    storeAdminSession();
    const { router } = renderRoute("/login");
    expect(await screen.findByRole("heading", { name: "User Management" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/users");
  });

  it("sends a signed-in admin from /admin/login to /admin/users", async () => {
    storeAdminSession();
    const { router } = renderRoute("/admin/login");
    await screen.findByRole("heading", { name: "User Management" });
    expect(router.state.location.pathname).toBe("/admin/users");
  });

  it("sends a visitor without adminData from an admin page to /login", async () => {
    const { router } = renderRoute("/admin/regex/edit/r-1");
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("does not let a user session open admin pages", async () => {
    storeUserSession();
    const { router } = renderRoute("/admin/users");
    await screen.findByRole("heading", { name: "Your Forms" });
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("shows the admin pages to a signed-in admin, with the admin's name and email", async () => {
    storeAdminSession();
    renderRoute("/admin/regex");
    expect(await screen.findByRole("heading", { name: "Regex Patterns" })).toBeInTheDocument();
    expect(screen.getByText("Grace Hopper")).toBeInTheDocument();
    expect(screen.getByText("grace@example.com")).toBeInTheDocument();
  });

  it("opens the public form page to everyone", async () => {
    // No form f-1 here: the page itself, not a guard, answers with 'Form Not Found'.
    mockApi({});
    const { router } = renderRoute("/forms/f-1/view");
    expect(await screen.findByRole("heading", { name: "Form Not Found" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/forms/f-1/view");
    vi.unstubAllGlobals();
  });

  it("treats corrupt stored session data as signed out instead of crashing", async () => {
    localStorage.setItem("userData", "{not json");
    localStorage.setItem("adminData", '"just a string"');
    const { useAuthStore, useAdminAuthStore } = await import("@/lib/auth-store");
    useAuthStore.getState().syncFromStorage();
    useAdminAuthStore.getState().syncFromStorage();

    const { router } = renderRoute("/dashboard");
    await screen.findByRole("heading", { name: "Sign In" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });
});
