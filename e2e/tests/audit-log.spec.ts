import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { adminServerEnv, loginAdmin, storeAdminData } from "../support/admin-api.js";
import { createUser, signInAs, type TestUser } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createForm } from "../support/forms-api.js";
import { shootBothThemes } from "../support/screens.js";
import { addMember, createWorkspace, type StoredWorkspace } from "../support/workspaces-api.js";

test.use({ serverEnv: adminServerEnv("audit-log") });

const TEAM = "Research Lab";
const RENAMED = "Research Group";
const FORM = "Lab safety survey";

const switcher = (page: Page, name: string) =>
  page.getByRole("button", { name: `Workspace: ${name}` });

/** The event rows of the log's table (the cards are for phones). */
const rows = (page: Page) =>
  page.getByRole("table", { name: "Audit log" }).locator("tbody").getByRole("row");

test.describe("audit log", () => {
  let owner: TestUser;
  let team: StoredWorkspace;

  test.beforeEach(async ({ server }) => {
    owner = await createUser(server);
    team = await createWorkspace(server, owner, TEAM);
    await createForm(server, owner, { title: FORM }, team._id);
  });

  test("an owner reads the team's log from the settings page, filters it and downloads it", async ({
    page,
  }) => {
    await signInAs(page, owner);
    await page.goto(`/workspaces/${team._id}/settings`);
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: "Name" }).fill(RENAMED);
    await main.getByRole("button", { name: "Save name" }).click();
    await expect(switcher(page, RENAMED)).toBeVisible();

    await main.getByRole("link", { name: "Audit log" }).click();
    await expect(page).toHaveURL(`/workspaces/${team._id}/audit`);
    await expect(page).toHaveTitle("Audit Log | Formloom");
    await expect(main.getByRole("heading", { name: `${RENAMED}: audit log` })).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).nth(0)).toContainText(`Renamed the workspace to “${RENAMED}”`);
    await expect(rows(page).nth(1)).toContainText(`Created the form “${FORM}”`);
    await expect(rows(page).nth(2)).toContainText(`Created the workspace “${TEAM}”`);
    await expect(rows(page).nth(0)).toContainText(owner.email);
    await expect(main.getByText("3 events")).toBeVisible();
    await expectAccessible(page);
    await shootBothThemes(page, "audit-log-workspace");

    await main.getByRole("combobox", { name: "Action" }).click();
    await page.getByRole("option", { name: "Form created" }).click();
    await main.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/action=form\.created/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`Created the form “${FORM}”`);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      main.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path(), "utf8")
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines[0]).toBe(
      '"time","action","actor","api key","object","object id","details","address"',
    );
    expect(lines.filter(Boolean)).toHaveLength(2);
    expect(lines[1]).toContain("form.created");

    await main.getByRole("searchbox", { name: "Done by (email)" }).fill("nobody@");
    await main.getByRole("button", { name: "Apply filters" }).click();
    await expect(
      main.getByText("No event matches these filters. Change or clear them."),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test("the workspace menu links an owner to the log, not an editor", async ({
    page,
    server,
    browser,
  }) => {
    const editor = await addMember(server, owner, team, { role: "editor", name: "Grace Hopper" });

    await signInAs(page, owner);
    await page.goto(`/dashboard?workspace=${team._id}`);
    await switcher(page, TEAM).click();
    await page.getByRole("menuitem", { name: "Audit log" }).click();
    await expect(page).toHaveURL(`/workspaces/${team._id}/audit`);
    await expect(rows(page).first()).toContainText(/Joined as Editor/);

    const context = await browser.newContext({ baseURL: server.url });
    const editorPage = await context.newPage();
    await signInAs(editorPage, editor);
    await editorPage.goto(`/dashboard?workspace=${team._id}`);
    await switcher(editorPage, TEAM).click();
    const menu = editorPage.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Workspace settings" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Audit log" })).toHaveCount(0);
    await editorPage.keyboard.press("Escape");

    await editorPage.goto(`/workspaces/${team._id}/settings`);
    await expect(editorPage.getByRole("heading", { name: `${TEAM}: settings` })).toBeVisible();
    await expect(editorPage.getByRole("link", { name: "Audit log" })).toHaveCount(0);
    await editorPage.goto(`/workspaces/${team._id}/audit`);
    await expect(
      editorPage.getByText("Only owners and admins of this workspace can read its audit log."),
    ).toBeVisible();
    await expect(editorPage.getByRole("table", { name: "Audit log" })).toHaveCount(0);
    await context.close();
  });

  test("the installation's admin sees their sign-in from a new device in the admin area's log", async ({
    page,
    server,
  }) => {
    const session = await loginAdmin(server);
    await storeAdminData(page, session);
    await page.goto("/admin/users");
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Audit Log" })
      .click();
    await expect(page).toHaveURL("/admin/audit");
    await expect(page).toHaveTitle("Audit Log | Formloom");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Audit Log", level: 1 })).toBeVisible();
    const signIn = rows(page)
      .filter({ hasText: "Signed in to the admin area from a browser not used before" })
      .first();
    await expect(signIn).toContainText(session.email);
    await expectAccessible(page);
    await shootBothThemes(page, "audit-log-admin");
  });
});
