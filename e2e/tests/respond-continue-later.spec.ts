import { readFileSync } from "node:fs";
import { createUser, signInAs, type TestUser, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createPublicForm, readAnswers } from "../support/respond-forms.js";
import { captureScreens } from "../support/screens.js";

const TWO_PAGES = {
  title: "Trip planner",
  questions: [
    { questionType: "text", questionText: "Your name", required: true },
    { questionType: "section", questionText: "Your trip" },
    { questionType: "text", questionText: "Destination", required: true },
  ],
  settings: { keepUnfinished: true },
};

let owner: TestUser;

test.beforeAll(async ({ server }) => {
  owner = await createUser(server, { name: "Olive Owner", email: uniqueEmail("owner") });
});

test("answers page one, leaves with the 'Continue later' link, and finishes on another device", async ({
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const form = await createPublicForm(server, owner, TWO_PAGES);

  const first = await browser.newContext({ baseURL: server.url });
  const page = await first.newPage();
  await page.goto(`/forms/${form._id}/view`);
  const main = page.getByRole("main");
  await main.getByLabel(/^Your name/).fill("Grace");
  await main.getByRole("button", { name: "Next" }).click();
  await expect(main.getByText("Page 2 of 2")).toBeVisible();
  await page.getByRole("button", { name: "Continue later" }).click();
  const linkField = page.getByLabel("Link to continue", { exact: true });
  await expect(linkField).toHaveValue(/#resume=[A-Za-z0-9_-]{43}$/);
  const link = await linkField.inputValue();
  await expectAccessible(page);
  await captureScreens(page, "continue-later");
  await first.close();

  // The owner sees the kept answers in the Unfinished tab while they wait.
  const ownerContext = await browser.newContext({ baseURL: server.url });
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, owner);
  await ownerPage.goto(`/forms/${form._id}/responses?tab=unfinished`);
  const unfinished = ownerPage.getByRole("list", { name: "Unfinished responses" });
  await expect(unfinished.getByRole("listitem")).toHaveCount(1);
  await expect(unfinished).toContainText("Reached page 2 · answers given: 1");
  await unfinished.getByRole("button", { name: "Show answers" }).click();
  await expect(unfinished.getByRole("definition")).toHaveText("Grace");
  await expectAccessible(ownerPage);
  await captureScreens(ownerPage, "unfinished-answers");
  const [download] = await Promise.all([
    ownerPage.waitForEvent("download"),
    ownerPage.getByRole("button", { name: "Download unfinished (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Trip planner-unfinished.csv");
  const csv = readFileSync(await download.path(), "utf8").split("\r\n");
  expect(csv[0]).toBe('\uFEFF"Started","Last activity","Page reached","Your name","Destination"');
  expect(csv[1]).toMatch(/^"[\dT:-]+Z","[\dT:-]+Z",2,"Grace",""$/);

  const second = await browser.newContext({ baseURL: server.url });
  const later = await second.newPage();
  await later.goto(link);
  const resumed = later.getByRole("main");
  // The page reached, with page one's answer kept; the token leaves the address bar.
  await expect(resumed.getByText("Page 2 of 2")).toBeVisible();
  expect(later.url()).not.toContain("resume=");
  await resumed.getByLabel(/^Destination/).fill("Lisbon");
  await resumed.getByRole("button", { name: "Back" }).click();
  await expect(resumed.getByLabel(/^Your name/)).toHaveValue("Grace");
  await resumed.getByRole("button", { name: "Next" }).click();
  await resumed.getByRole("button", { name: "Submit" }).click();
  await expect(later.getByText("Your response has been recorded.")).toBeVisible();
  await second.close();

  expect(await readAnswers(server, owner, form)).toEqual([
    { "Your name": "Grace", Destination: "Lisbon" },
  ]);
  // Submitted, it is a response: the Unfinished tab is empty.
  await ownerPage.reload();
  await expect(ownerPage.getByText(/No unfinished answers right now/)).toBeVisible();
  await ownerContext.close();
});
