import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  type AdminSession,
  adminServerEnv,
  callWithToken,
  loginAdmin,
  seedUsers,
  storeAdminData,
} from "../support/admin-api.js";
import { createUser, signInAs, solveCaptcha, type TestUser } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { captureScreens } from "../support/screens.js";

test.use({ serverEnv: adminServerEnv("admin-users") });
// The tests share one seeded server and run in order.
test.describe.configure({ mode: "default" });

let seeded: TestUser[] = [];
let admin: AdminSession;

test.beforeAll(async ({ server }) => {
  test.setTimeout(120_000);
  seeded = await seedUsers(server, 35);
  admin = await loginAdmin(server);
});

const usersTable = (page: Page) => page.getByRole("table", { name: "Users" });
const bodyRows = (page: Page) => usersTable(page).locator("tbody tr");
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

async function emailsOnPage(page: Page): Promise<string[]> {
  return bodyRows(page).locator("td:nth-child(3)").allTextContents();
}

/**
 * The emails of a page just asked for: the previous page's rows stay on screen (dimmed) until
 * the new ones arrive, so wait for the rows to change before reading them.
 */
async function emailsOnNewPage(page: Page, previous: readonly string[]): Promise<string[]> {
  await expect.poll(() => emailsOnPage(page)).not.toEqual(previous);
  return emailsOnPage(page);
}

test.describe("admin users", () => {
  test("pages through 35 users, the page kept in the address", async ({ page }) => {
    await storeAdminData(page, admin);
    await page.goto("/admin/users");
    await expect(page).toHaveTitle("Admin Users | Formloom");
    await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
    await expect(usersTable(page).getByRole("columnheader")).toHaveText([
      "No.",
      "Name",
      "Email",
      "Verification",
      "Account Status",
      "Created At",
      "Updated At",
      "Actions",
    ]);
    await expect(page.getByText("Page 1 of 4 (35 items)")).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(bodyRows(page).first().locator("td").first()).toHaveText("1");
    await expect(bodyRows(page).first().getByText("Verified", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await captureScreens(page, "admin-users-list");

    let shown = await emailsOnPage(page);
    const seen = new Set(shown);
    await pagination(page).getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/admin\/users\?page=2$/);
    await expect(page.getByText("Page 2 of 4 (35 items)")).toBeVisible();
    await expect(bodyRows(page).first().locator("td").first()).toHaveText("11");
    shown = await emailsOnNewPage(page, shown);
    for (const email of shown) seen.add(email);

    await pagination(page).getByRole("button", { name: "Page 3" }).click();
    await expect(page.getByText("Page 3 of 4 (35 items)")).toBeVisible();
    await expect(bodyRows(page).first().locator("td").first()).toHaveText("21");
    shown = await emailsOnNewPage(page, shown);
    for (const email of shown) seen.add(email);

    await pagination(page).getByRole("button", { name: "Page 4" }).click();
    await expect(page.getByText("Page 4 of 4 (35 items)")).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(5);
    await expect(pagination(page).getByRole("button", { name: "Next" })).toBeDisabled();
    for (const email of await emailsOnNewPage(page, shown)) seen.add(email);
    expect([...seen].sort()).toEqual(seeded.map((user) => user.email).sort());

    // The page survives a reload, and Prev goes back.
    await page.reload();
    await expect(page.getByText("Page 4 of 4 (35 items)")).toBeVisible();
    await pagination(page).getByRole("button", { name: "Prev" }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await expect(page.getByText("Page 3 of 4 (35 items)")).toBeVisible();
  });

  test("shows one sibling page each side and ellipses", async ({ page }) => {
    await storeAdminData(page, admin);
    await page.goto("/admin/users?page=6&limit=3");
    await expect(page.getByText("Page 6 of 12 (35 items)")).toBeVisible();
    await expect(pagination(page).locator("li")).toHaveText([
      "Prev",
      "1",
      "…",
      "5",
      "6",
      "7",
      "…",
      "12",
      "Next",
    ]);
    await expect(pagination(page).getByRole("button", { name: "Page 6" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await pagination(page).getByRole("button", { name: "Page 12" }).click();
    await expect(pagination(page).locator("li")).toHaveText([
      "Prev",
      "1",
      "…",
      "8",
      "9",
      "10",
      "11",
      "12",
      "Next",
    ]);
    await expect(bodyRows(page)).toHaveCount(2);
  });

  test("deactivating a user ends their session at once; reactivating lets them in again", async ({
    page,
    browser,
    server,
  }) => {
    const target = await createUser(server, { name: "Deactivated Person" });

    // The user is signed in, in another browser.
    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    await signInAs(userPage, target);
    await userPage.goto(`${server.url}/dashboard`);
    await expect(userPage.getByRole("heading", { level: 1, name: /Your Forms/ })).toBeVisible();

    await storeAdminData(page, admin);
    await page.goto("/admin/users");
    const row = bodyRows(page).filter({ hasText: target.email });
    const status = row.getByRole("switch", { name: "Account status of Deactivated Person" });
    await expect(status).toBeChecked();
    await status.click();
    await expect(page.getByText("User status updated successfully").last()).toBeVisible();
    await expect(status).not.toBeChecked();
    await expect(row.getByText("Inactive")).toBeVisible();

    // Their next request with the old token is refused, and the app sends them to sign in.
    await userPage.reload();
    await expect(userPage).toHaveURL(/\/login$/);
    await expect(userPage.getByRole("heading", { name: "Sign In" })).toBeVisible();
    expect(await userPage.evaluate(() => localStorage.getItem("userData"))).toBeNull();
    const signIn = () =>
      solveCaptcha(server).then((captcha) =>
        callWithToken(server, null, "POST", "/users/login", {
          email: target.email,
          password: target.password,
          "g-recaptcha-response": captcha,
        }),
      );
    expect((await signIn()).status).toBe(403);

    // Reactivated, the same password works again.
    await status.click();
    await expect(status).toBeChecked();
    await expect(page.getByText("User status updated successfully").last()).toBeVisible();
    expect((await signIn()).status).toBe(200);
    await userContext.close();
  });

  test("edits a user's name; the email is read-only", async ({ page, server }) => {
    const target = await createUser(server, { name: "Rename Me" });
    await storeAdminData(page, admin);
    await page.goto("/admin/users");
    await page.getByRole("link", { name: "Edit Rename Me" }).click();
    await expect(page).toHaveURL(/\/admin\/users\/edit\/[0-9a-f-]{36}$/);
    await expect(page).toHaveTitle("Edit User | Formloom");
    const name = page.getByLabel("Name", { exact: true });
    await expect(name).toHaveValue("Rename Me");
    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toHaveValue(target.email);
    await expect(email).not.toBeEditable();
    const update = page.getByRole("button", { name: "Update" });
    await expect(update).toBeDisabled();

    await name.fill("Rename 2");
    await expect(page.getByText("Name can only contain letters and spaces")).toBeVisible();
    await expectAccessible(page);
    await captureScreens(page, "admin-user-edit");
    await name.fill("R");
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();

    // A change that is undone: nothing to save.
    await name.fill("Rename Me");
    await update.click();
    await expect(page.getByText("No changes to update").last()).toBeVisible();

    await name.fill("Renamed Person");
    await update.click();
    await expect(page.getByText("User updated successfully").last()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(bodyRows(page).filter({ hasText: target.email })).toContainText("Renamed Person");

    const me = await callWithToken<{ name: string }>(
      server,
      target.session.token,
      "GET",
      "/users/me",
    );
    expect(me.json.data.name).toBe("Renamed Person");
  });

  test("a user that cannot be fetched sends the admin back to the list", async ({ page }) => {
    await storeAdminData(page, admin);
    await page.goto(`/admin/users/edit/${randomUUID()}`);
    await expect(page.getByText("Failed to fetch user details")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users$/);
  });

  test("the admin calls refuse a user token and no token", async ({ server }) => {
    const user = seeded[0] as TestUser;
    expect((await callWithToken(server, null, "GET", "/admin/users")).status).toBe(401);
    expect((await callWithToken(server, user.session.token, "GET", "/admin/users")).status).toBe(
      403,
    );
  });
});
