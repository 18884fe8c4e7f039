import {
  countMails,
  fillRegisterForm,
  fillSignIn,
  logOut,
  newUser,
  registerAndVerify,
  signInThroughScreen,
  tickCaptcha,
  typeCode,
} from "../support/account-screens.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { VERIFICATION_CODE, waitForMail } from "../support/outbox.js";

test.describe("sign-in", () => {
  test("shows the sign-in screen with its links, validation and disabled button", async ({
    page,
  }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle("Login | Formloom");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await expect(main.getByText("Enter your credentials to access your account")).toBeVisible();
    await expect(main.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expect(main.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    await expectAccessible(page);

    const submit = main.getByRole("button", { name: "Sign In" });
    await expect(submit).toBeDisabled();
    const email = main.getByLabel("Email");
    await email.pressSequentially("not an email");
    await expect(email).toHaveValue("notanemail");
    await expect(main.getByText("Please enter valid email ID")).toBeVisible();
    await email.fill("");
    await expect(main.getByText("Email is required")).toBeVisible();
    const password = main.getByLabel("Password", { exact: true });
    await password.fill("short");
    await expect(main.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(password).toHaveAttribute("aria-describedby", /.+/);

    await fillSignIn(page, "someone@example.org", "long enough");
    await expect(main.getByText("Please complete the CAPTCHA")).toBeVisible();
    await expect(submit).toBeDisabled();
    await tickCaptcha(page);
    await expect(submit).toBeEnabled();
  });

  test("a wrong password shows the server's message and the captcha must be solved again", async ({
    page,
    server,
  }) => {
    const user = newUser("wrongpw");
    await registerAndVerify(page, server, user);
    await logOut(page);

    await fillSignIn(page, user.email, "Wrong#Pass1");
    await tickCaptcha(page);
    const submit = page.getByRole("main").getByRole("button", { name: "Sign In" });
    await submit.click();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator("altcha-widget").getByText("I'm not a robot")).toBeVisible();
    await expect(submit).toBeDisabled();

    await page.getByRole("main").getByLabel("Password", { exact: true }).fill(user.password);
    await tickCaptcha(page);
    await submit.click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("signing in to an unverified account opens the verification screen with a new code", async ({
    page,
    server,
  }) => {
    const user = newUser("unverified");
    await page.goto("/register");
    await fillRegisterForm(page, user);
    await tickCaptcha(page);
    await page.getByRole("main").getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/verify$/);
    const mailsBefore = await countMails(server, user.email);

    await page.goto("/login");
    await fillSignIn(page, user.email, user.password);
    await tickCaptcha(page);
    await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.getByText(/Please verify your email first/)).toBeVisible();
    await expect(page.getByRole("main").getByText(user.email)).toBeVisible();

    const code = await waitForMail(server.dataDir, user.email, VERIFICATION_CODE, {
      after: mailsBefore,
    });
    await typeCode(page, code);
    await page.getByRole("button", { name: "Verify Email" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("after signing in, the visitor returns to the page the guard sent them from", async ({
    page,
    server,
  }) => {
    const user = newUser("return");
    await registerAndVerify(page, server, user);
    await logOut(page);

    await page.goto("/user-profile?tab=deactivate-account");
    await expect(page).toHaveURL(/\/login$/);
    await fillSignIn(page, user.email, user.password);
    await tickCaptcha(page);
    await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/user-profile\?tab=deactivate-account$/);
    await expect(page.getByRole("tab", { name: "Deactivate Account" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("a session ended elsewhere signs this browser out on its next call", async ({
    page,
    browser,
    server,
  }) => {
    test.slow();
    const user = newUser("revoked");
    await registerAndVerify(page, server, user);

    // Another device changes the password, which ends every other session.
    const otherContext = await browser.newContext({ baseURL: server.url });
    const other = await otherContext.newPage();
    await signInThroughScreen(other, user.email, user.password);
    await other.goto("/user-profile");
    await other.getByLabel("Current Password", { exact: true }).fill(user.password);
    await other.getByLabel("New Password", { exact: true }).fill("Newer#Pass22");
    await other.getByLabel("Confirm Password", { exact: true }).fill("Newer#Pass22");
    await other.getByRole("button", { name: "Change Password" }).click();
    await expect(other.getByText("Password changed successfully")).toBeVisible();
    await otherContext.close();

    await page.goto("/user-profile");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("userData"))).toBeNull();
  });
});
