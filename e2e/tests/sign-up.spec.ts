import {
  countMails,
  fillRegisterForm,
  logOut,
  newUser,
  registerAndVerify,
  signInThroughScreen,
  tickCaptcha,
  typeCode,
} from "../support/account-screens.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { VERIFICATION_CODE, waitForMail } from "../support/outbox.js";

test.describe("sign-up and verification", () => {
  test("a new user registers, enters the mailed code, lands on the dashboard, logs out and signs in", async ({
    page,
    server,
  }) => {
    test.slow();
    const user = newUser("signup");
    await page.goto("/register");
    await expect(page).toHaveTitle("Register | Formloom");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Create Account" })).toBeVisible();
    await expect(main.getByText("Register to create and manage forms")).toBeVisible();
    await expect(main.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    await expectAccessible(page);

    await fillRegisterForm(page, user);
    const submit = main.getByRole("button", { name: "Create Account" });
    await expect(submit).toBeDisabled();
    await expect(main.getByText("Please complete the CAPTCHA")).toBeVisible();
    await tickCaptcha(page);
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page).toHaveURL(/\/verify$/);
    await expect(page).toHaveTitle("Verify | Formloom");
    await expect(main.getByText(user.email)).toBeVisible();
    await expect(main.getByRole("button", { name: /Resend code in \d+s/ })).toBeDisabled();
    await expectAccessible(page);

    const code = await waitForMail(server.dataDir, user.email, VERIFICATION_CODE);
    await typeCode(page, code);
    await main.getByRole("button", { name: "Verify Email" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("userData") ?? "{}"));
    expect(stored).toMatchObject({
      email: user.email,
      name: user.name,
      user: { isVerified: true },
    });
    expect(typeof stored.token).toBe("string");
    await expect(page.getByRole("button", { name: "Open account menu" })).toHaveText("AL");

    // A signed-in user never sees the sign-in page.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);

    await logOut(page);
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("userData"))).toBeNull();

    await signInThroughScreen(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the register form normalises the name and email as they are typed and explains each rule", async ({
    page,
  }) => {
    await page.goto("/register");
    const main = page.getByRole("main");
    const name = main.getByLabel("Full Name");
    await name.pressSequentially("  ada9  lovelace!");
    await expect(name).toHaveValue("ada lovelace");
    const email = main.getByLabel("Email");
    await email.pressSequentially("ada @ example.org");
    await expect(email).toHaveValue("ada@example.org");

    const password = main.getByLabel("Password", { exact: true });
    await password.fill("lowercase1!");
    await expect(
      main.getByText("Password must contain atleast one uppercase letter"),
    ).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await main.getByLabel("Confirm Password", { exact: true }).fill("Different1!");
    await expect(main.getByText("Passwords must match")).toBeVisible();

    await name.fill("");
    await expect(main.getByText("Full name is required")).toBeVisible();
    await expect(main.getByRole("button", { name: "Create Account" })).toBeDisabled();

    // The show/hide toggle reveals the password.
    await expect(password).toHaveAttribute("type", "password");
    await main.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
  });

  test("registering an address that is already verified shows the server's message and resets the captcha", async ({
    page,
    server,
  }) => {
    const user = newUser("taken");
    await registerAndVerify(page, server, user);
    await logOut(page);

    await page.goto("/register");
    await fillRegisterForm(page, user);
    await tickCaptcha(page);
    await page.getByRole("main").getByRole("button", { name: "Create Account" }).click();
    await expect(
      page.getByText("An account with this email already exists. Please sign in."),
    ).toBeVisible();
    await expect(page.locator("altcha-widget").getByText("I'm not a robot")).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("button", { name: "Create Account" }),
    ).toBeDisabled();
  });

  test("the verify page refuses an incomplete or wrong code, clears the boxes, and resends", async ({
    page,
    server,
  }) => {
    test.slow();
    const user = newUser("verify");
    await page.goto("/register");
    await fillRegisterForm(page, user);
    await tickCaptcha(page);
    await page.getByRole("main").getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/verify$/);
    const code = await waitForMail(server.dataDir, user.email, VERIFICATION_CODE);
    const main = page.getByRole("main");
    const first = main.getByRole("textbox", { name: "Digit 1 of 6" });

    await typeCode(page, "123");
    await main.getByRole("button", { name: "Verify Email" }).click();
    await expect(page.getByText("Please enter a valid 6-digit OTP")).toBeVisible();

    const wrong = code === "000000" ? "111111" : "000000";
    await first.click();
    await page.keyboard.type(wrong);
    await main.getByRole("button", { name: "Verify Email" }).click();
    await expect(
      page.getByText("Invalid or expired verification code. Check it, or request a new one."),
    ).toBeVisible();
    for (let index = 1; index <= 6; index += 1) {
      await expect(main.getByRole("textbox", { name: `Digit ${index} of 6` })).toHaveValue("");
    }
    await expect(first).toBeFocused();

    // Resend waits out its cooldown, then mails a new code that replaces the old one.
    const resend = main.getByRole("button", { name: /Resend code/ });
    await expect(resend).toHaveText(/Resend code in \d+s/);
    await page.clock.install();
    await page.reload();
    // The countdown must be running under the installed clock before time is moved on.
    await expect(resend).toHaveText(/Resend code in \d+s/);
    await page.clock.fastForward(31_000);
    await expect(resend).toHaveText("Resend code");
    const mailsBefore = await countMails(server, user.email);
    await resend.click();
    await expect(page.getByText("If this email is waiting for verification")).toBeVisible();
    await expect(resend).toBeDisabled();
    const newCode = await waitForMail(server.dataDir, user.email, VERIFICATION_CODE, {
      after: mailsBefore,
    });

    await main.getByRole("textbox", { name: "Digit 1 of 6" }).focus();
    await page.evaluate(async (text) => {
      const data = new DataTransfer();
      data.setData("text/plain", text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, newCode);
    await expect(main.getByRole("textbox", { name: "Digit 6 of 6" })).toHaveValue(
      newCode.at(-1) ?? "",
    );
    await main.getByRole("button", { name: "Verify Email" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("opening /verify without an email goes to /register", async ({ page }) => {
    await page.goto("/verify");
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  });
});
