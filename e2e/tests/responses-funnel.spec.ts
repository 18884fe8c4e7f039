import type { Page } from "@playwright/test";
import { createUser, signInAs, type TestUser, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createPublicForm } from "../support/respond-forms.js";
import { captureScreens } from "../support/screens.js";

// The funnel (issue 29): visits counted without tracking anyone, shown to the owner.

const TWO_PAGES = {
  title: "Event feedback",
  questions: [
    { questionType: "text", questionText: "Your name", required: true },
    { questionType: "section", questionText: "The event" },
    { questionType: "text", questionText: "What did you like?", required: true },
  ],
};

let owner: TestUser;

test.beforeAll(async ({ server }) => {
  owner = await createUser(server, { name: "Olive Owner", email: uniqueEmail("owner") });
});

/** Waits until the server has counted the page's report of `event`. */
function counted(page: Page, event: string) {
  return page.waitForResponse(
    (response) =>
      response.url().includes("/funnel-events") &&
      (response.request().postData() ?? "").includes(`"event":"${event}"`) &&
      response.status() === 202,
  );
}

test("a visit that leaves on page 2 shows as the drop in the owner's Funnel tab", async ({
  browser,
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const form = await createPublicForm(server, owner, TWO_PAGES);
  const address = `${server.url}/forms/${form._id}/view`;

  // The first visitor answers page 1, reaches page 2 and leaves.
  const leaving = await browser.newContext();
  const first = await leaving.newPage();
  const firstViewed = counted(first, "view");
  await first.goto(address);
  await firstViewed;
  await first.getByLabel(/^Your name/).fill("Ada");
  const reachedPage = counted(first, "page");
  await first.getByRole("button", { name: "Next" }).click();
  await expect(first.getByRole("heading", { name: "The event" })).toBeVisible();
  await reachedPage;
  await leaving.close();

  // The second visitor submits.
  const staying = await browser.newContext();
  const second = await staying.newPage();
  await second.goto(address);
  await second.getByLabel(/^Your name/).fill("Grace");
  await second.getByRole("button", { name: "Next" }).click();
  await second.getByLabel(/^What did you like/).fill("The talks");
  await second.getByRole("button", { name: "Submit" }).click();
  await expect(second.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await staying.close();

  await signInAs(page, owner);
  await page.goto(`/forms/${form._id}/responses`);
  const main = page.getByRole("main");
  await main.getByRole("tab", { name: "Funnel" }).click();
  const table = main.getByRole("table", { name: "Where respondents drop off" });
  const row = (name: string) => table.getByRole("row").filter({ hasText: name });
  await expect(row("Opened the form").getByRole("cell").nth(1)).toHaveText("2");
  await expect(row("Started answering").getByRole("cell").nth(1)).toHaveText("2");
  await expect(row("Reached page 2").getByRole("cell").nth(1)).toHaveText("2");
  await expect(row("Submitted").getByRole("cell").nth(1)).toHaveText("1");
  await expect(row("Submitted")).toContainText("Biggest drop");
  await expect(row("Submitted").getByRole("cell").nth(2)).toHaveText("50%");
  const rate = main.getByRole("term").filter({ hasText: "Completion rate" });
  await expect(rate.locator("xpath=following-sibling::dd")).toHaveText("50%");
  await expectAccessible(page);
  await captureScreens(page, "responses-funnel");

  // The dashboard's card shows the same figures beside the response count.
  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: form.title });
  await expect(card.locator("[data-form-funnel]")).toHaveText("2 views · 50% completed");
});
