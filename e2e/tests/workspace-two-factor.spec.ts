import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { createUser, signInAs, type TestUser } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi } from "../support/forms-api.js";
import { shootBothThemes } from "../support/screens.js";
import type { RunningServer } from "../support/server.js";
import { addMember, createWorkspace } from "../support/workspaces-api.js";

const TEAM = "Research Lab";

const switcher = (page: Page, name: string) =>
  page.getByRole("button", { name: `Workspace: ${name}` });

/** Turns two-factor on for the user through the API, as the profile's set-up does. */
async function turnOnTwoFactor(server: RunningServer, user: TestUser): Promise<void> {
  const { secret } = await callApi<{ secret: string }>(
    server,
    user,
    "POST",
    "/users/two-factor/setup",
  );
  await callApi(server, user, "POST", "/users/two-factor/confirm", {
    code: await generate({ secret }),
  });
}

async function switchTo(page: Page, from: string, to: RegExp) {
  await switcher(page, from).click();
  await page.getByRole("menu").getByRole("menuitemradio", { name: to }).click();
}

test.describe("a workspace that requires two-factor authentication", () => {
  test("an owner with two-factor requires it; a member without it is shown how to set it up, does, and enters", async ({
    page,
    server,
    browser,
  }) => {
    test.slow();
    const owner = await createUser(server);
    await turnOnTwoFactor(server, owner);
    const team = await createWorkspace(server, owner, TEAM);
    const member = await addMember(server, owner, team, { role: "editor", name: "Grace Hopper" });

    await signInAs(page, owner);
    await page.goto(`/workspaces/${team._id}/settings`);
    const main = page.getByRole("main");
    const requirement = main.getByRole("switch", { name: "Require two-factor authentication" });
    await expect(requirement).not.toBeChecked();
    await requirement.click();
    await expect(page.getByText("Members now need two-factor authentication")).toBeVisible();
    await expect(requirement).toBeChecked();
    const members = main.getByRole("table", { name: "Members" });
    await expect(
      members.getByRole("row", { name: /Ada Lovelace/ }).getByText("2FA on"),
    ).toBeVisible();
    await expect(
      members.getByRole("row", { name: /Grace Hopper/ }).getByText("No 2FA"),
    ).toBeVisible();
    await expectAccessible(page);
    await shootBothThemes(page, "workspace-two-factor-settings");

    const memberContext = await browser.newContext({ baseURL: server.url });
    const colleague = await memberContext.newPage();
    await signInAs(colleague, member);
    await colleague.goto("/dashboard");
    await switcher(colleague, "Personal").click();
    const choice = colleague.getByRole("menu").getByRole("menuitemradio", { name: /Research Lab/ });
    await expect(
      choice.getByRole("img", { name: "Requires two-factor authentication" }),
    ).toBeVisible();
    await choice.click();
    const gate = colleague.getByRole("main");
    await expect(
      gate.getByRole("heading", { name: `${TEAM} requires two-factor authentication` }),
    ).toBeVisible();
    await expect(colleague.getByRole("heading", { name: /Your Forms/ })).toHaveCount(0);
    await expect(colleague.getByRole("link", { name: "Create Form" })).toHaveCount(0);
    await expectAccessible(colleague);
    await shootBothThemes(colleague, "workspace-two-factor-required");

    await gate.getByRole("link", { name: "Set up two-factor authentication" }).click();
    await expect(colleague).toHaveURL("/user-profile");
    const card = colleague.getByRole("region", { name: "Two-factor authentication" });
    await card.getByRole("button", { name: "Set up two-factor authentication" }).click();
    const secret = (await card.getByTestId("two-factor-secret").innerText()).replace(/\s+/g, "");
    await card.getByLabel("Code from the app").fill(await generate({ secret }));
    await card.getByRole("button", { name: "Turn on" }).click();
    await card.getByRole("button", { name: "I have saved them" }).click();
    await expect(card.getByText("On", { exact: true })).toBeVisible();

    await switchTo(colleague, "Personal", /Research Lab/);
    await expect(colleague).toHaveURL(`/dashboard?workspace=${team._id}`);
    await expect(colleague.getByRole("heading", { name: /Your Forms/ })).toBeVisible();
    await expect(
      colleague.getByRole("main").getByRole("button", { name: "Create Form" }).first(),
    ).toBeVisible();

    await page.reload();
    await expect(
      members.getByRole("row", { name: /Grace Hopper/ }).getByText("2FA on"),
    ).toBeVisible();
    await memberContext.close();
  });
});
