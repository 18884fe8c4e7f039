import type { Browser, Page } from "@playwright/test";
import { createUser, signInAs, type TestUser, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, createForm } from "../support/forms-api.js";
import { readOutbox, waitForMail } from "../support/outbox.js";
import { shootBothThemes } from "../support/screens.js";
import type { RunningServer } from "../support/server.js";
import { addMember, createWorkspace } from "../support/workspaces-api.js";

const QUESTION = "What is your name?";
const READ_LINK = /Read it: (\S+)/;
const ABOUT_RESPONSES = /responses? to/;

/** A page in a browser context of its own, signed in as the user when one is given. */
async function openAs(browser: Browser, server: RunningServer, user?: TestUser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  if (user) await signInAs(page, user);
  return page;
}

test.describe("the response mail's recipients", () => {
  test("the owner sends a team form's mail to a colleague, who follows it to the response", async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(120_000);
    const owner = await createUser(server, { name: "Olive Owner", email: uniqueEmail("owner") });
    const team = await createWorkspace(server, owner, "Research team");
    const colleague = await addMember(server, owner, team, {
      role: "viewer",
      name: "Grace Hopper",
    });
    const form = await createForm(server, owner, { title: "Team survey" }, team._id);
    await callApi(server, owner, "PUT", `/forms/${form._id}/status`, { isPublic: true });

    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/edit`);
    await expect(page.getByRole("textbox", { name: "Form Title" })).toHaveValue("Team survey");
    await page.getByRole("button", { name: /^Settings/ }).click();
    const sheet = page.getByRole("dialog", { name: "Settings" });
    await sheet.getByRole("switch", { name: "Email members for each new response" }).click();

    // Nobody chosen yet: the mail goes to the form's creator, who cannot be unticked alone.
    const recipients = sheet.getByRole("group", { name: "Who gets the mail" });
    const ownerBox = recipients.getByRole("checkbox", { name: /Olive Owner \(you\)/ });
    const colleagueBox = recipients.getByRole("checkbox", { name: /Grace Hopper/ });
    await expect(ownerBox).toBeChecked();
    await expect(ownerBox).toBeDisabled();
    await expect(colleagueBox).not.toBeChecked();
    await colleagueBox.check();
    await ownerBox.uncheck();
    await expect(colleagueBox).toBeDisabled();
    await expect(recipients.getByText(colleague.email)).toBeVisible();
    await expectAccessible(page);
    await shootBothThemes(page, "response-mail-recipients");

    await sheet.getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page.getByText("Form updated successfully!")).toBeVisible();

    const respondent = await openAs(browser, server);
    await respondent.goto(`/forms/${form._id}/view`);
    const main = respondent.getByRole("main");
    await main.getByLabel(QUESTION).fill("Katherine Johnson");
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();

    const link = await waitForMail(server.dataDir, colleague.email, READ_LINK);
    const [mail] = (await readOutbox(server.dataDir, colleague.email)).filter((each) =>
      ABOUT_RESPONSES.test(each.subject),
    );
    expect(mail?.subject).toBe("New response to Team survey");
    expect(mail?.text).toContain(`${QUESTION}: Katherine Johnson`);
    const ownerMails = await readOutbox(server.dataDir, owner.email);
    expect(ownerMails.filter((each) => ABOUT_RESPONSES.test(each.subject))).toEqual([]);

    const colleaguePage = await openAs(browser, server, colleague);
    const target = new URL(link);
    await colleaguePage.goto(`${target.pathname}${target.search}`);
    const response = colleaguePage.getByRole("article", { name: /^Response #1/ });
    await expect(response.getByText("Katherine Johnson")).toBeVisible();
  });
});
