import type { Page } from "@playwright/test";
import { createUser, signInAs, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { submitAnswers } from "../support/quiz-api.js";
import { createPublicForm } from "../support/respond-forms.js";
import { totalCard } from "../support/responses-page.js";
import { captureScreens } from "../support/screens.js";
import type { RunningServer } from "../support/server.js";

const LUNCH = "Lunch today";
const COMMENT = "Anything else?";

// A survey in English that adds German and Arabic: answered twice in English and in German,
// once in Arabic.
async function seedSurvey(server: RunningServer) {
  const owner = await createUser(server, { name: "Lena Owner", email: uniqueEmail("languages") });
  const form = await createPublicForm(server, owner, {
    title: "Canteen survey",
    questions: [
      { questionType: "multipleChoice", questionText: LUNCH, options: ["Soup", "Salad"] },
      { questionType: "text", questionText: COMMENT },
    ],
    settings: { language: "en", languages: ["de", "ar"] },
  });
  const answers: [string, Record<string, string>][] = [
    ["en", { [LUNCH]: "Soup", [COMMENT]: "Tasty" }],
    ["en", { [LUNCH]: "Salad" }],
    ["de", { [LUNCH]: "Salad", [COMMENT]: "Lecker" }],
    ["de", { [LUNCH]: "Soup", [COMMENT]: "Zu salzig" }],
    ["ar", { [LUNCH]: "Salad" }],
  ];
  for (const [language, given] of answers) {
    await submitAnswers(server, form, given, undefined, language);
  }
  return { owner, form };
}

async function expectAnsweredIn(page: Page, counts: Record<string, string>) {
  const answeredIn = page.getByRole("region", { name: "Answered in" });
  await expect(answeredIn.getByRole("term")).toHaveText(Object.keys(counts));
  await expect(answeredIn.getByRole("definition")).toHaveText(Object.values(counts));
}

test.describe("the responses page of a form in several languages", () => {
  test("filters by the language answered in and counts the responses per language", async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    const { owner, form } = await seedSurvey(server);
    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/responses?tab=summary`);
    await expect(totalCard(page)).toHaveText("5");
    await expectAnsweredIn(page, { English: "2", Deutsch: "2", العربية: "1" });

    const language = page.getByRole("combobox", { name: "Language" });
    await expect(language).toHaveText("Any language");
    await language.click();
    await expect(page.getByRole("option")).toHaveText([
      "Any language",
      "English",
      "Deutsch",
      "العربية",
    ]);
    await page.getByRole("option", { name: "Deutsch" }).click();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]language=de/);
    await expect(totalCard(page)).toHaveText("2");
    await expectAnsweredIn(page, { English: "0", Deutsch: "2", العربية: "0" });
    await expect(page.getByRole("figure", { name: LUNCH }).getByRole("listitem")).toHaveText([
      /^Soup1 · 50%/,
      /^Salad1 · 50%/,
    ]);
    await expectAccessible(page);
    await captureScreens(page, "responses-language-filter");

    // The address alone gives the same view, and the list holds the German responses only.
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Language" })).toHaveText("Deutsch");
    await page.getByRole("tab", { name: "Individual Responses" }).click();
    const cards = page.getByRole("list", { name: "Individual responses" }).getByRole("article");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText("Zu salzig");
    await expect(cards.nth(1)).toContainText("Lecker");

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).not.toHaveURL(/language=/);
    await expect(totalCard(page)).toHaveText("5");
    await expect(cards).toHaveCount(5);
  });
});
