import { expect, type Page } from "@playwright/test";
import { readOutbox, VERIFICATION_CODE, waitForMail } from "./outbox.js";
import type { RunningServer } from "./server.js";

// Helpers that drive the account screens as a user would: the real ALTCHA widget included.

export type ScreenUser = { name: string; email: string; password: string };

/** An address no other test uses: tests in one worker share a server. */
export function uniqueAddress(label: string): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${label}-${suffix}@example.org`;
}

export function newUser(label: string): ScreenUser {
  return { name: "Ada Lovelace", email: uniqueAddress(label), password: "Sturdy#Pass1" };
}

/** How many mails `email` has received so far; pass it as `after` to wait for the next one. */
export async function countMails(server: RunningServer, email: string): Promise<number> {
  return (await readOutbox(server.dataDir, email)).length;
}

/** Ticks the real ALTCHA widget (its label, as a user would) and waits for it to verify. */
export async function tickCaptcha(page: Page): Promise<void> {
  const widget = page.locator("altcha-widget");
  await widget.getByText("I'm not a robot").click();
  await expect(widget.getByText("Verified", { exact: true })).toBeVisible();
}

export async function fillRegisterForm(page: Page, user: ScreenUser): Promise<void> {
  const main = page.getByRole("main");
  await main.getByLabel("Full Name").fill(user.name);
  await main.getByLabel("Email").fill(user.email);
  await main.getByLabel("Password", { exact: true }).fill(user.password);
  await main.getByLabel("Confirm Password", { exact: true }).fill(user.password);
}

/** Types the six digits into the verification boxes, one key at a time. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(code);
}

/** Signs up through the screens and verifies with the mailed code; ends on the dashboard. */
export async function registerAndVerify(
  page: Page,
  server: RunningServer,
  user: ScreenUser,
): Promise<void> {
  await page.goto("/register");
  await fillRegisterForm(page, user);
  await tickCaptcha(page);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/verify$/);
  const code = await waitForMail(server.dataDir, user.email, VERIFICATION_CODE);
  await typeCode(page, code);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
}

/** Signs in through /login, captcha included, and waits to leave the sign-in page. */
export async function signInThroughScreen(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  await page.goto("/login");
  await fillSignIn(page, email, password);
  await tickCaptcha(page);
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Open account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}
