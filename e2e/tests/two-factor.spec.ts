import type { Page } from "@playwright/test";
import { generate } from "otplib";
import {
  fillSignIn,
  logOut,
  signInThroughScreen,
  tickCaptcha,
  typeCode,
} from "../support/account-screens.js";
import { createUser } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { shootBothThemes } from "../support/screens.js";

/**
 * The authenticator app's code for the next 30-second step: the server takes each step once,
 * and the step of the code that turned two-factor on may still be running.
 */
function nextCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

async function passwordStep(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await fillSignIn(page, email, password);
  await tickCaptcha(page);
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
}

/** The password, then a recovery code typed in place of the app's code. */
async function recoveryCodeStep(
  page: Page,
  { email, password }: { email: string; password: string },
  recoveryCode: string,
): Promise<void> {
  await passwordStep(page, email, password);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCode);
}

test.describe("two-factor authentication", () => {
  test("set up from the profile, then sign in with a code and with a recovery code", async ({
    page,
    server,
  }) => {
    test.slow();
    const user = await createUser(server);
    // Through the screen, not a stored session: this test signs out and in again.
    await signInThroughScreen(page, user.email, user.password);
    await page.goto("/user-profile");
    const card = page.getByRole("region", { name: "Two-factor authentication" });
    await expect(card.getByText("Off", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: "Set up two-factor authentication" }).click();
    await expect(
      card.getByRole("img", { name: "QR code that adds Formloom to your authenticator app" }),
    ).toBeVisible();
    const secret = (await card.getByTestId("two-factor-secret").innerText()).replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page);
    await shootBothThemes(page, "two-factor-setup");

    await card.getByLabel("Code from the app").fill(await generate({ secret }));
    await card.getByRole("button", { name: "Turn on" }).click();
    const codes = card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allInnerTexts();
    await expect(card.getByText("On", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await shootBothThemes(page, "two-factor-recovery-codes");

    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe("formloom-recovery-codes.txt");
    await card.getByRole("button", { name: "I have saved them" }).click();
    await card.getByRole("button", { name: "Turn off" }).click();
    await expect(card.getByLabel("Code from the app or a recovery code")).toBeVisible();
    await expectAccessible(page);
    await shootBothThemes(page, "two-factor-turn-off");
    await card.getByRole("button", { name: "Cancel" }).click();
    await expect(card.getByRole("button", { name: "New recovery codes" })).toBeVisible();

    // Signing in now takes the app's code after the password.
    await logOut(page);
    await passwordStep(page, user.email, user.password);
    await expectAccessible(page);
    await shootBothThemes(page, "two-factor-sign-in-code");
    await typeCode(page, await nextCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Or a recovery code instead.
    await logOut(page);
    await recoveryCodeStep(page, user, recoveryCodes[0] ?? "");
    await expectAccessible(page);
    await shootBothThemes(page, "two-factor-sign-in-recovery");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // That recovery code is spent.
    await logOut(page);
    await recoveryCodeStep(page, user, recoveryCodes[0] ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(
      page.getByText("This recovery code is not right or was used already."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
