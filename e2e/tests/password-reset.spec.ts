import {
  fillSignIn,
  logOut,
  newUser,
  registerAndVerify,
  signInThroughScreen,
  tickCaptcha,
} from "../support/account-screens.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { RESET_LINK, waitForMail } from "../support/outbox.js";

test.describe("forgotten password", () => {
  test("a user asks for a link, opens it, chooses a new password and signs in with it", async ({
    page,
    server,
  }) => {
    test.slow();
    const user = newUser("reset");
    await registerAndVerify(page, server, user);
    await logOut(page);

    await page.getByRole("main").getByRole("link", { name: "Forgot Password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle("Forgot Password | Formloom");
    await expectAccessible(page);
    const main = page.getByRole("main");
    const submit = main.getByRole("button", { name: "Continue" });
    await expect(submit).toBeDisabled();
    await main.getByLabel("Email").fill(user.email);
    await submit.click();
    await expect(main.getByText("Email sent successfully! Please check your inbox.")).toBeVisible();
    await expect(main.getByRole("button", { name: /Resend in \d+s/ })).toBeDisabled();
    await expect(main.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");

    // The server builds the link from PUBLIC_URL; the test server's port is its own.
    const link = await waitForMail(server.dataDir, user.email, RESET_LINK);
    await page.goto(new URL(link).pathname);
    await expect(page).toHaveTitle("Reset Password | Formloom");
    await expect(main.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await expectAccessible(page);

    const password = main.getByLabel("Password", { exact: true });
    const confirm = main.getByLabel("Confirm Password", { exact: true });
    await password.fill("Ab1!xyz");
    // Sign-in asks for 8 characters, so a reset does too (SPEC's 6 could never sign in).
    await expect(main.getByText("Password must be at least 8 characters")).toBeVisible();
    await password.fill("Fresh#Pass9");
    await confirm.fill("Fresh#Pass8");
    await expect(main.getByText("Passwords must match")).toBeVisible();
    await confirm.fill("Fresh#Pass9");
    await main.getByRole("button", { name: "Show confirm password" }).click();
    await expect(confirm).toHaveAttribute("type", "text");
    await main.getByRole("button", { name: "Reset Password" }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/Password reset successfully/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("userData"))).toBeNull();

    // The old password no longer works; the new one does.
    await fillSignIn(page, user.email, user.password);
    await tickCaptcha(page);
    await main.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await signInThroughScreen(page, user.email, "Fresh#Pass9");
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link works once only.
    await logOut(page);
    await page.goto(new URL(link).pathname);
    await password.fill("Again#22");
    await confirm.fill("Again#22");
    await main.getByRole("button", { name: "Reset Password" }).click();
    await expect(
      main.getByText("This reset link is invalid or has expired. Please request a new one."),
    ).toBeVisible();
  });

  test("a bogus reset link shows the server's message and offers a new one", async ({ page }) => {
    await page.goto("/reset-password/not-a-real-token");
    const main = page.getByRole("main");
    await main.getByLabel("Password", { exact: true }).fill("Fresh#12");
    await main.getByLabel("Confirm Password", { exact: true }).fill("Fresh#12");
    await main.getByRole("button", { name: "Reset Password" }).click();
    await expect(
      main.getByText("This reset link is invalid or has expired. Please request a new one."),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByText(/This reset link is invalid/),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expect(page).toHaveURL(/\/reset-password\/not-a-real-token$/);
  });

  test("an unknown address gets the same answer as a known one", async ({ page }) => {
    await page.goto("/forgot-password");
    const main = page.getByRole("main");
    await main.getByLabel("Email").fill("nobody-here@example.org");
    await main.getByRole("button", { name: "Continue" }).click();
    await expect(main.getByText("Email sent successfully! Please check your inbox.")).toBeVisible();
  });
});
