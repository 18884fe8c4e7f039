import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { PROFILE_USER as ME, storeUserSession, USER_DATA } from "@/test/session-fixtures";

afterEach(() => vi.unstubAllGlobals());

async function openProfile(path = "/user-profile", handlers = {}) {
  storeUserSession();
  const api = mockApi({ "GET /api/users/me": ok(ME, "Profile fetched successfully"), ...handlers });
  const view = await openRoute(path);
  await view.main.findByText("Member since", { exact: false });
  return { ...view, api };
}

const card = () => within(screen.getByRole("region", { name: /Ada Lovelace|Edit Profile|Grace/ }));

describe("profile page", () => {
  it("shows the profile card with initials, name and email", async () => {
    const { main, api } = await openProfile();
    expect(main.getByRole("heading", { level: 1, name: "Account Management" })).toBeInTheDocument();
    expect(card().getByText("AL")).toBeInTheDocument();
    expect(card().getByRole("heading", { name: "Ada Lovelace" })).toBeInTheDocument();
    expect(card().getByText("ada@example.com")).toBeInTheDocument();
    expect(card().getByText("Verified")).toBeInTheDocument();
    expect(api.callsTo("GET /api/users/me")[0]?.headers.get("Authorization")).toBe(
      "Bearer user-token",
    );
  });

  it("leaves edit mode without a call when the name did not change", async () => {
    const { user, api } = await openProfile();
    await user.click(card().getByRole("button", { name: "Edit Profile" }));
    expect(card().getByLabelText("Email")).toHaveAttribute("readonly");
    await user.click(card().getByRole("button", { name: "Save Changes" }));
    expect(await card().findByRole("button", { name: "Edit Profile" })).toBeInTheDocument();
    expect(api.callsTo("PUT /api/users")).toHaveLength(0);
  });

  it("validates and saves a new name, updating the stored session", async () => {
    const updated = { ...ME, name: "Grace Hopper" };
    const { user, api } = await openProfile("/user-profile", {
      "PUT /api/users": ok(updated, "Profile updated successfully"),
    });
    await user.click(card().getByRole("button", { name: "Edit Profile" }));
    const name = card().getByLabelText("Full Name");
    await user.clear(name);
    expect(await card().findByText("Name is required")).toBeInTheDocument();
    await user.type(name, "Gra");
    expect(await card().findByText("Name must be at least 4 characters")).toBeInTheDocument();
    expect(card().getByRole("button", { name: "Save Changes" })).toBeDisabled();
    await user.type(name, "ce 4Hopper");
    expect(name).toHaveValue("Grace Hopper");
    await user.click(card().getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Profile updated successfully")).toBeInTheDocument();
    expect(api.callsTo("PUT /api/users")[0]?.body).toEqual({ name: "Grace Hopper" });
    expect(await card().findByRole("heading", { name: "Grace Hopper" })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("userData") ?? "null")).toMatchObject({
      name: "Grace Hopper",
      user: { name: "Grace Hopper" },
    });
    expect(screen.getByRole("button", { name: "Open account menu" })).toHaveTextContent("GH");
  });

  it("says 'Failed to update user profile' when saving fails without a message", async () => {
    const { user } = await openProfile("/user-profile", {
      "PUT /api/users": fail(500, "Internal Server Error"),
    });
    await user.click(card().getByRole("button", { name: "Edit Profile" }));
    await user.type(card().getByLabelText("Full Name"), " King");
    await user.click(card().getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update user profile")).toBeInTheDocument();
    expect(card().getByLabelText("Full Name")).toBeInTheDocument();
  });

  it("says 'Failed to fetch profile' when the profile cannot be read", async () => {
    storeUserSession();
    mockApi({ "GET /api/users/me": fail(500, "Internal Server Error") });
    await openRoute("/user-profile");
    expect(await screen.findByText("Failed to fetch profile")).toBeInTheDocument();
    expect(card().getByRole("heading", { name: "Ada Lovelace" })).toBeInTheDocument();
  });

  it("keeps the open settings tab in ?tab=", async () => {
    const { user, router } = await openProfile("/user-profile?tab=deactivate-account");
    expect(screen.getByRole("tab", { name: "Deactivate Account" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await user.click(screen.getByRole("tab", { name: "Change Password" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=change-password"));
    expect(screen.getByLabelText("Current Password")).toBeInTheDocument();
  });
});

describe("change password", () => {
  it("applies the change-password rules", async () => {
    const { user } = await openProfile();
    const next = screen.getByLabelText("New Password");
    await user.type(screen.getByLabelText("Current Password"), "short");
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    await user.type(next, "Longenough1~");
    expect(await screen.findByText("Password must contain atleast one symbol")).toBeInTheDocument();
    expect(next).toHaveAttribute("maxlength", "30");
    expect(screen.getByRole("button", { name: "Change Password" })).toBeDisabled();
  });

  it("sends oldPassword and newPassword, and keeps this browser signed in with the new token", async () => {
    const session = { ...USER_DATA, token: "fresh-token" };
    const { user, api } = await openProfile("/user-profile", {
      "PUT /api/users/change-password": ok(session, "Password changed successfully", 202),
    });
    await user.type(screen.getByLabelText("Current Password"), "Old#Password1");
    await user.type(screen.getByLabelText("New Password"), "New#Password2");
    await user.type(screen.getByLabelText("Confirm Password"), "New#Password2");
    await user.click(screen.getByRole("button", { name: "Change Password" }));

    expect(await screen.findByText("Password changed successfully")).toBeInTheDocument();
    expect(api.callsTo("PUT /api/users/change-password")[0]?.body).toEqual({
      oldPassword: "Old#Password1",
      newPassword: "New#Password2",
    });
    expect(JSON.parse(localStorage.getItem("userData") ?? "null")?.token).toBe("fresh-token");
    expect(screen.getByLabelText("Current Password")).toHaveValue("");
  });

  it("shows 'Current password is incorrect' under the field", async () => {
    const { user } = await openProfile("/user-profile", {
      "PUT /api/users/change-password": fail(400, "Current password is incorrect", {
        oldPassword: "Current password is incorrect",
      }),
    });
    await user.type(screen.getByLabelText("Current Password"), "Wrong#Password1");
    await user.type(screen.getByLabelText("New Password"), "New#Password2");
    await user.type(screen.getByLabelText("Confirm Password"), "New#Password2");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Current Password")).toHaveAttribute("aria-invalid", "true"),
    );
    expect(screen.getAllByText("Current password is incorrect").length).toBeGreaterThanOrEqual(2);
  });
});

describe("deactivate account", () => {
  it("needs a reason, the password and, for 'Other', an explanation; then confirms and signs out", async () => {
    const { user, api, router } = await openProfile("/user-profile?tab=deactivate-account", {
      "POST /api/users/deactivate": ok(null, "Your account has been deactivated"),
    });
    const submit = screen.getByRole("button", { name: "Deactivate Account" });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Password"), "Old#Password1");
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "Other" }));
    expect(submit).toBeDisabled();
    const explanation = screen.getByLabelText("Tell us more");
    await user.type(explanation, "x");
    await user.clear(explanation);
    expect(await screen.findByText("Please provide a reason")).toBeInTheDocument();
    await user.type(explanation, "Moving on");
    await user.click(submit);

    const dialog = await screen.findByRole("alertdialog", { name: "Deactivate your account?" });
    await user.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(api.callsTo("POST /api/users/deactivate")[0]?.body).toEqual({
      password: "Old#Password1",
      reason: "other",
      otherReason: "Moving on",
    });
    expect(await screen.findByText("Your account has been deactivated")).toBeInTheDocument();
    expect(localStorage.getItem("userData")).toBeNull();
  });

  it("makes no call when the confirmation is cancelled", async () => {
    const { user, api } = await openProfile("/user-profile?tab=deactivate-account");
    await user.click(screen.getByRole("radio", { name: "Privacy concerns" }));
    await user.type(screen.getByLabelText("Password"), "Old#Password1");
    await user.click(screen.getByRole("button", { name: "Deactivate Account" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST /api/users/deactivate")).toHaveLength(0);
  });
});
