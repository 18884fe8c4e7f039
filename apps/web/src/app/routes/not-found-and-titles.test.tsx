import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoute } from "@/test/render-route";
import { storeAdminSession, storeUserSession } from "@/test/session-fixtures";

describe("the 404 page", () => {
  it("answers an unknown path with 'Oops! Page not found' and a link home", async () => {
    const user = userEvent.setup();
    const { router } = renderRoute("/no/such/page");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Page Not Found | Formloom"));

    await user.click(screen.getByRole("link", { name: "Back to home" }));
    await screen.findByRole("heading", { level: 1, name: /Forms that people enjoy/ });
    expect(router.state.location.pathname).toBe("/");
  });

  it("does not treat /admin as an admin page", async () => {
    renderRoute("/admin");
    expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });
});

describe("document titles", () => {
  it.each([
    ["/login", "Login | Formloom"],
    ["/admin/login", "Admin Login | Formloom"],
    ["/register", "Register | Formloom"],
    ["/verify", "Verify | Formloom"],
    ["/forgot-password", "Forgot Password | Formloom"],
    ["/reset-password/token-1", "Reset Password | Formloom"],
    ["/forms/f-1/view", "View Form | Formloom"],
    ["/", "Formloom — Create, share and analyze forms"],
  ])("titles %s as '%s'", async (path, title) => {
    renderRoute(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ["/dashboard", "Dashboard | Formloom"],
    ["/forms/new", "Create Form | Formloom"],
    ["/forms/f-1/edit", "Edit Form | Formloom"],
    ["/forms/f-1/responses", "Form Responses | Formloom"],
    ["/user-profile", "User Profile | Formloom"],
  ])("titles the user page %s as '%s'", async (path, title) => {
    storeUserSession();
    renderRoute(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("titles admin pages", async () => {
    storeAdminSession();
    renderRoute("/admin/regex/create");
    await waitFor(() => expect(document.title).toBe("Create Regex | Formloom"));
  });
});
