import type { Page } from "@playwright/test";
import { tickCaptcha, uniqueAddress } from "../support/account-screens.js";
import { createUser, signInAs, type TestUser } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { waitForMail } from "../support/outbox.js";
import { shootBothThemes } from "../support/screens.js";

const INVITATION_LINK = /(https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]+)/;
const TEAM = "Research Lab";
const COLLEAGUE = { name: "Grace Hopper", password: "Sturdy#Pass1" };

const switcher = (page: Page, name: string) =>
  page.getByRole("button", { name: `Workspace: ${name}` });

async function createTeam(page: Page): Promise<string> {
  await switcher(page, "Personal").click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitemradio", { name: /Personal/ })).toBeChecked();
  await shootBothThemes(page, "workspace-switcher");
  await menu.getByRole("menuitem", { name: "Create workspace…" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a workspace" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(TEAM);
  await dialog.getByRole("button", { name: "Create workspace" }).click();
  await expect(page).toHaveURL(/\/dashboard\?workspace=[\w-]+$/);
  await expect(switcher(page, TEAM)).toBeVisible();
  return new URL(page.url()).searchParams.get("workspace") ?? "";
}

async function signUpThroughInvitation(page: Page, email: string, link: string) {
  await page.goto(new URL(link).pathname);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: `Join ${TEAM}` })).toBeVisible();
  await expect(main.getByText(`Ada Lovelace invited you to join ${TEAM} as Editor.`)).toBeVisible();
  await expect(main.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  await expectAccessible(page);
  await shootBothThemes(page, "workspace-invitation");
  await main.getByLabel("Full Name").fill(COLLEAGUE.name);
  await main.getByLabel("Password", { exact: true }).fill(COLLEAGUE.password);
  await main.getByLabel("Confirm Password", { exact: true }).fill(COLLEAGUE.password);
  await tickCaptcha(page);
  await main.getByRole("button", { name: "Create account and join" }).click();
}

test.describe("workspaces", () => {
  let owner: TestUser;

  test.beforeEach(async ({ server }) => {
    owner = await createUser(server);
  });

  test("an owner makes a team, invites a colleague who signs up through the mail, then changes and removes them", async ({
    page,
    server,
    browser,
  }) => {
    test.slow();
    await signInAs(page, owner);
    await page.goto("/dashboard");
    const teamId = await createTeam(page);

    await switcher(page, TEAM).click();
    await page.getByRole("menuitem", { name: "Workspace settings" }).click();
    await expect(page).toHaveURL(`/workspaces/${teamId}/settings`);
    await expect(page).toHaveTitle("Workspace Settings | Formloom");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: `${TEAM}: settings` })).toBeVisible();

    const colleagueEmail = uniqueAddress("colleague");
    await main.getByRole("textbox", { name: "Email" }).fill(colleagueEmail);
    await main.getByRole("button", { name: "Send invitation" }).click();
    const pending = main.getByRole("list", { name: "Pending invitations" });
    await expect(pending.getByText(colleagueEmail)).toBeVisible();
    await expectAccessible(page);
    await shootBothThemes(page, "workspace-settings");

    const link = await waitForMail(server.dataDir, colleagueEmail, INVITATION_LINK);
    const colleagueContext = await browser.newContext({ baseURL: server.url });
    const colleague = await colleagueContext.newPage();
    await signUpThroughInvitation(colleague, colleagueEmail, link);
    await expect(colleague).toHaveURL(`/dashboard?workspace=${teamId}`);
    await expect(switcher(colleague, TEAM)).toBeVisible();
    await expect(
      colleague.getByRole("main").getByRole("button", { name: "Create Form" }).first(),
    ).toBeVisible();

    // The link works once.
    await colleague.goto(new URL(link).pathname);
    await expect(
      colleague.getByRole("heading", { name: "Invitation not available" }),
    ).toBeVisible();

    await page.reload();
    const row = main.getByRole("row", { name: new RegExp(COLLEAGUE.name) });
    await row.getByRole("combobox", { name: `Role of ${COLLEAGUE.name}` }).click();
    await page.getByRole("option", { name: "Viewer" }).click();
    await expect(page.getByText(`${COLLEAGUE.name} is now Viewer`)).toBeVisible();

    await colleague.goto(`/dashboard?workspace=${teamId}`);
    await expect(colleague.getByRole("heading", { name: /Your Forms/ })).toBeVisible();
    await expect(colleague.getByRole("button", { name: "Create Form" })).toHaveCount(0);

    await row.getByRole("button", { name: "Remove" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Remove ${COLLEAGUE.name}?` });
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText(`${COLLEAGUE.name} was removed`)).toBeVisible();
    await expect(main.getByRole("row", { name: new RegExp(COLLEAGUE.name) })).toHaveCount(0);

    await colleague.reload();
    await expect(colleague.getByRole("heading", { name: "Workspace not found" })).toBeVisible();
    await colleagueContext.close();
  });

  test("a signed-in invitee with an account accepts; another account is told to sign out", async ({
    page,
    server,
    browser,
  }) => {
    test.slow();
    const invitee = await createUser(server, { name: "Alan Turing" });
    const stranger = await createUser(server, { name: "Mallory Smith" });
    await signInAs(page, owner);
    await page.goto("/dashboard");
    const teamId = await createTeam(page);
    await page.goto(`/workspaces/${teamId}/settings`);
    await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill(invitee.email);
    await page.getByRole("main").getByRole("button", { name: "Send invitation" }).click();
    const link = new URL(await waitForMail(server.dataDir, invitee.email, INVITATION_LINK))
      .pathname;

    const strangerContext = await browser.newContext({ baseURL: server.url });
    const strangerPage = await strangerContext.newPage();
    await signInAs(strangerPage, stranger);
    await strangerPage.goto(link);
    await expect(strangerPage.getByText(`You are signed in as ${stranger.email}`)).toBeVisible();
    await strangerPage.getByRole("button", { name: "Sign out" }).click();
    await expect(strangerPage.getByRole("link", { name: "Sign in to accept" })).toBeVisible();
    await strangerContext.close();

    const inviteeContext = await browser.newContext({ baseURL: server.url });
    const inviteePage = await inviteeContext.newPage();
    await signInAs(inviteePage, invitee);
    await inviteePage.goto(link);
    const accept = inviteePage.getByRole("button", { name: "Accept invitation" });
    await expect(accept).toBeVisible();
    await expectAccessible(inviteePage);
    await accept.click();
    await expect(inviteePage).toHaveURL(`/dashboard?workspace=${teamId}`);
    await expect(switcher(inviteePage, TEAM)).toBeVisible();
    await inviteeContext.close();
  });
});
