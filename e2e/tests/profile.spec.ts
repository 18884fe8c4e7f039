import {
  fillSignIn,
  logOut,
  newUser,
  registerAndVerify,
  signInThroughScreen,
  tickCaptcha,
} from "../support/account-screens.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";

test.describe("profile", () => {
  test("a user edits their name and changes their password, then signs in with the new one", async ({
    page,
    server,
  }) => {
    test.slow();
    const user = newUser("profile");
    await registerAndVerify(page, server, user);

    await page.getByRole("button", { name: "Open account menu" }).click();
    await page.getByRole("menuitem", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(page).toHaveTitle("User Profile | Formloom");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Account Management" })).toBeVisible();
    await expect(main.getByRole("heading", { name: user.name })).toBeVisible();
    await expect(main.getByText(user.email)).toBeVisible();
    await expect(main.getByText("Verified", { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Saving an unchanged name closes the form without a call.
    let profileUpdates = 0;
    page.on("request", (request) => {
      if (request.method() === "PUT" && new URL(request.url()).pathname === "/api/users") {
        profileUpdates += 1;
      }
    });
    await main.getByRole("button", { name: "Edit Profile" }).click();
    await expect(main.getByLabel("Email")).toHaveAttribute("readonly", "");
    await main.getByRole("button", { name: "Save Changes" }).click();
    await expect(main.getByRole("button", { name: "Edit Profile" })).toBeVisible();
    expect(profileUpdates).toBe(0);

    await main.getByRole("button", { name: "Edit Profile" }).click();
    const name = main.getByLabel("Full Name");
    await name.fill("Ada");
    await expect(main.getByText("Name must be at least 4 characters")).toBeVisible();
    await expect(main.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    await name.fill("");
    await name.pressSequentially("Grace  Hopper3");
    await expect(name).toHaveValue("Grace Hopper");
    await main.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile updated successfully")).toBeVisible();
    await expect(main.getByRole("heading", { name: "Grace Hopper" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open account menu" })).toHaveText("GH");
    expect(profileUpdates).toBe(1);

    // Change password, in the tab the address remembers.
    await expect(page.getByRole("tab", { name: "Change Password" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await main.getByLabel("Current Password", { exact: true }).fill("Wrong#Pass1");
    await main.getByLabel("New Password", { exact: true }).fill("Brand#New22");
    await main.getByLabel("Confirm Password", { exact: true }).fill("Brand#New2");
    await expect(main.getByText("Passwords must match")).toBeVisible();
    await main.getByLabel("Confirm Password", { exact: true }).fill("Brand#New22");
    await main.getByRole("button", { name: "Change Password" }).click();
    await expect(main.getByText("Current password is incorrect")).toBeVisible();

    await main.getByLabel("Current Password", { exact: true }).fill(user.password);
    await main.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password changed successfully")).toBeVisible();
    await expect(main.getByLabel("Current Password", { exact: true })).toHaveValue("");

    // This browser stays signed in with the new session.
    await page.reload();
    await expect(main.getByRole("heading", { name: "Grace Hopper" })).toBeVisible();
    await expect(page).toHaveURL(/\/user-profile$/);

    await logOut(page);
    await fillSignIn(page, user.email, user.password);
    await tickCaptcha(page);
    await main.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await signInThroughScreen(page, user.email, "Brand#New22");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a user deactivates their account and can no longer sign in", async ({ page, server }) => {
    const user = newUser("deactivate");
    await registerAndVerify(page, server, user);
    await page.goto("/user-profile");
    const main = page.getByRole("main");
    await main.getByRole("tab", { name: "Deactivate Account" }).click();
    await expect(page).toHaveURL(/\?tab=deactivate-account$/);
    await expectAccessible(page);

    const submit = main.getByRole("button", { name: "Deactivate Account" });
    await expect(submit).toBeDisabled();
    await main.getByLabel("Other", { exact: true }).check();
    await main.getByLabel("Password", { exact: true }).fill(user.password);
    await expect(submit).toBeDisabled();
    await main.getByLabel("Tell us more").fill("Testing the way out");
    await expect(submit).toBeEnabled();
    await submit.click();

    const dialog = page.getByRole("alertdialog", { name: "Deactivate your account?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Deactivate" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Your account has been deactivated")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("userData"))).toBeNull();

    await fillSignIn(page, user.email, user.password);
    await tickCaptcha(page);
    await main.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText(/This account has been deactivated/)).toBeVisible();
  });

  test("the profile screen fits a 360 px phone", async ({ page, server }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await registerAndVerify(page, server, newUser("narrow"));
    await page.goto("/user-profile");
    await expect(page.getByRole("heading", { name: "Account Management" })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectAccessible(page);
  });
});
