import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, mockApi } from "@/test/mock-api";
import { renderRoute } from "@/test/render-route";
import { storeAdminSession, storeUserSession } from "@/test/session-fixtures";

afterEach(() => vi.unstubAllGlobals());

describe("an ended session", () => {
  it("signs the user out and sends them to /login with the server's message, once", async () => {
    storeUserSession();
    mockApi({
      "GET /api/users/me": fail(401, "Your session has expired. Please sign in again."),
    });
    const { router } = renderRoute("/user-profile");

    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(
      await screen.findAllByText("Your session has expired. Please sign in again."),
    ).toHaveLength(1);
    expect(localStorage.getItem("userData")).toBeNull();
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
  });

  it("signs an admin out to the admin sign-in at /admin/login", async () => {
    storeAdminSession();
    const { router } = renderRoute("/admin/users");
    await screen.findByRole("heading", { name: "User Management" });
    const { apiClient } = await import("@/lib/api-client");
    mockApi({
      "GET /api/admin/users": fail(401, "Your session has expired. Please sign in again."),
    });
    await apiClient.get("/api/admin/users", { auth: "admin" }).catch(() => {});

    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/login"));
    expect(localStorage.getItem("adminData")).toBeNull();
    expect(
      await screen.findByText("Your session has expired. Please sign in again."),
    ).toBeInTheDocument();
  });
});
