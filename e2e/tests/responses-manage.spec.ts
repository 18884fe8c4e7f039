import type { Page } from "@playwright/test";
import { createUser, signInAs, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, createForm } from "../support/forms-api.js";
import { submitAnswers } from "../support/quiz-api.js";
import { totalCard } from "../support/responses-page.js";
import { captureScreens } from "../support/screens.js";
import type { RunningServer } from "../support/server.js";

const PLANET = "Largest planet?";
const NOTE = "Anything else?";

/** A public survey with four responses, newest last: Jupiter ×2, Mars ×2. */
async function seedSurvey(server: RunningServer) {
  const owner = await createUser(server, { name: "Olive Owner", email: uniqueEmail("owner") });
  const form = await createForm(server, owner, {
    title: "Planets survey",
    questions: [
      {
        questionType: "multipleChoice",
        questionText: PLANET,
        required: true,
        options: ["Jupiter", "Saturn", "Mars"],
        correctAnswer: ["Jupiter"],
      },
      { questionType: "text", questionText: NOTE },
    ],
  });
  await callApi(server, owner, "PUT", `/forms/${form._id}/status`, { isPublic: true });
  const answers: Record<string, string>[] = [
    { [PLANET]: "Jupiter", [NOTE]: "Loved the rings question" },
    { [PLANET]: "Mars", [NOTE]: "Red planet fan" },
    { [PLANET]: "Jupiter" },
    { [PLANET]: "Mars", [NOTE]: "More rings please" },
  ];
  for (const given of answers) await submitAnswers(server, form, given);
  return { owner, form };
}

const cards = (page: Page) =>
  page.getByRole("list", { name: "Individual responses" }).getByRole("article");

test.describe("managing responses", () => {
  test("deletes one response, then the selected ones, with counts kept exact", async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    const { owner, form } = await seedSurvey(server);
    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/responses`);
    await expect(cards(page)).toHaveCount(4);
    await expectAccessible(page);
    await captureScreens(page, "responses-manage");

    await page.getByRole("button", { name: "Delete response #4" }).click();
    const confirmOne = page.getByRole("alertdialog", { name: "Delete 1 response?" });
    await expect(confirmOne).toBeVisible();
    await expectAccessible(page);
    await captureScreens(page, "responses-delete-one", [1280]);
    await confirmOne.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Response deleted")).toBeVisible();
    await expect(cards(page)).toHaveCount(3);
    await expect(totalCard(page)).toHaveText("3");

    await page.getByRole("checkbox", { name: "Select response #1" }).check();
    await page.getByRole("checkbox", { name: "Select response #2" }).press("Space");
    await expect(page.getByText("2 selected")).toBeVisible();
    await page.getByRole("button", { name: "Delete selected" }).click();
    const confirmMany = page.getByRole("alertdialog", { name: "Delete 2 responses?" });
    await expect(confirmMany).toBeVisible();
    await confirmMany.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("2 responses deleted")).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(totalCard(page)).toHaveText("1");

    await page.getByRole("tab", { name: "Summary" }).click();
    await expect(page.getByText("1 response, 100%")).toBeVisible();
  });

  test("filters the list, the summary and the attempts, kept in the address", async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    const { owner, form } = await seedSurvey(server);
    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/responses`);
    await expect(cards(page)).toHaveCount(4);

    await page.getByLabel("Search text answers").fill("rings");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]q=rings/);
    await expect(cards(page)).toHaveCount(2);
    await expect(totalCard(page)).toHaveText("2");

    await page.getByRole("combobox", { name: "Question" }).click();
    await page.getByRole("option", { name: PLANET }).click();
    await page.getByRole("combobox", { name: "Answer" }).click();
    await page.getByRole("option", { name: "Mars" }).click();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/answer=Mars/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("More rings please");
    await expectAccessible(page);
    await captureScreens(page, "responses-filtered");

    // The address alone gives the same view, on every tab.
    await page.reload();
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByLabel("Search text answers")).toHaveValue("rings");
    await page.getByRole("tab", { name: "Attempts" }).click();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    await page.getByRole("tab", { name: "Summary" }).click();
    await expect(page.getByText("1 response, 100%")).toBeVisible();

    await page.getByLabel("From").fill("2000-01-01");
    await page.getByLabel("To").fill("2000-01-02");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("No responses match these filters")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).not.toHaveURL(/q=|answer=|from=/);
    await expect(totalCard(page)).toHaveText("4");
  });

  test("prints one response on its own, without navigation or controls", async ({
    page,
    server,
  }) => {
    const { owner, form } = await seedSurvey(server);
    // The browser's print dialog is out of reach of a test: the page's own marks are checked.
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/responses`);
    await page.getByRole("button", { name: "Print response #2" }).click();
    await page.emulateMedia({ media: "print" });
    const printed = cards(page).filter({ hasText: "Red planet fan" });
    await expect(printed).toBeVisible();
    await expect(cards(page).filter({ hasText: "More rings please" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("form", { name: "Filter responses" })).toBeHidden();
    await expect(printed.getByRole("button", { name: "Delete response #2" })).toBeHidden();
    await expect(printed.getByRole("checkbox")).toBeHidden();
    await expect(printed.getByText("(wrong)")).toBeVisible();
    if (process.env.SCREENS_DIR) {
      await page.screenshot({
        path: `${process.env.SCREENS_DIR}/responses-print.png`,
        fullPage: true,
      });
    }
  });
});
