import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, failWith, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";

afterEach(() => vi.unstubAllGlobals());

async function fillPasswords(path: string, password = "Fresh#12", confirmation = password) {
  const view = await openRoute(path);
  await view.user.type(view.main.getByLabelText("Password"), password);
  await view.user.type(view.main.getByLabelText("Confirm Password"), confirmation);
  return view;
}

describe("reset password page", () => {
  it("applies the reset rules: 8 characters minimum (as sign-in) and a matching confirmation", async () => {
    mockApi({});
    const { user, main } = await fillPasswords("/reset-password/token-1", "Ab1!cd", "Ab1!cd");
    expect(await main.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(main.getByRole("button", { name: "Reset Password" })).toBeDisabled();
    await user.type(main.getByLabelText("Password"), "xy");
    expect(await main.findByText("Passwords must match")).toBeInTheDocument();
    await user.type(main.getByLabelText("Confirm Password"), "xy");
    expect(main.getByRole("button", { name: "Reset Password" })).toBeEnabled();
  });

  it("has show/hide toggles on both fields", async () => {
    mockApi({});
    const { user, main } = await openRoute("/reset-password/token-1");
    await user.click(main.getByRole("button", { name: "Show password" }));
    expect(main.getByLabelText("Password")).toHaveAttribute("type", "text");
    expect(main.getByLabelText("Confirm Password")).toHaveAttribute("type", "password");
    await user.click(main.getByRole("button", { name: "Show confirm password" }));
    expect(main.getByLabelText("Confirm Password")).toHaveAttribute("type", "text");
  });

  it("sends the token with the passwords, then asks the user to sign in", async () => {
    const message = "Password reset successfully. Please sign in with your new password.";
    const api = mockApi({ "POST /api/users/password-reset": ok(null, message) });
    const { user, main, router } = await fillPasswords("/reset-password/token-1");
    await user.click(main.getByRole("button", { name: "Reset Password" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(api.callsTo("POST /api/users/password-reset")[0]?.body).toEqual({
      token: "token-1",
      password: "Fresh#12",
      confirmPassword: "Fresh#12",
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(localStorage.getItem("userData")).toBeNull();
  });

  it("refuses a blank token without calling the server", async () => {
    const api = mockApi({});
    const { user, main, router } = await fillPasswords("/reset-password/%20");
    await user.click(main.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Invalid reset token")).toBeInTheDocument();
    expect(api.callsTo("POST /api/users/password-reset")).toHaveLength(0);
    expect(router.state.location.pathname).toBe("/reset-password/%20");
  });

  it("shows the server's message for a used or expired link, with a way to get a new one", async () => {
    const message = "This reset link is invalid or has expired. Please request a new one.";
    mockApi({ "POST /api/users/password-reset": failWith("RESET_LINK_INVALID", message) });
    const { user, main } = await fillPasswords("/reset-password/old-token");
    await user.click(main.getByRole("button", { name: "Reset Password" }));
    expect(await main.findByText(message)).toBeInTheDocument();
    expect(main.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(screen.getAllByText(message)).toHaveLength(2);
  });

  it("keeps the link when only the new password was refused", async () => {
    mockApi({
      "POST /api/users/password-reset": failWith("VALIDATION_FAILED", "Password is too common", {
        password: "Password is too common",
      }),
    });
    const { user, main } = await fillPasswords("/reset-password/token-1");
    await user.click(main.getByRole("button", { name: "Reset Password" }));
    expect(await main.findByText("Password is too common")).toBeVisible();
    expect(main.queryByRole("link", { name: "Request a new link" })).toBeNull();
  });

  it("falls back to 'Failed to reset password'", async () => {
    mockApi({ "POST /api/users/password-reset": fail(500, "Internal Server Error") });
    const { user, main } = await fillPasswords("/reset-password/token-1");
    await user.click(main.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Failed to reset password")).toBeInTheDocument();
  });
});
