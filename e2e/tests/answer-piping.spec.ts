import type { Locator, Page } from "@playwright/test";
import { createUser, signInAs } from "../support/api-users.js";
import { builderCard } from "../support/builder.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, listForms } from "../support/forms-api.js";
import { createPublicForm } from "../support/respond-forms.js";
import { shootBothThemes } from "../support/screens.js";

// Answer piping: the owner inserts an earlier answer and a hidden field with @ in the builder,
// gives the answer a fallback, and the respondent reads their own answer on the next page and in
// the thank-you message (the fallback when they left it empty).

const NAME = "What is your name?";
const ANSWER = `Answer to “${NAME}”`;

/** Types @ at the end of the field in focus and picks a choice of the list by keyboard. */
async function pipeWithAt(page: Page, choice: string, downs = 0) {
  await page.keyboard.type("@");
  const list = page.getByRole("listbox", { name: "Insert an earlier answer or a hidden field" });
  await expect(list).toBeFocused();
  for (let step = 0; step < downs; step += 1) await page.keyboard.press("ArrowDown");
  await expect(list.getByRole("option", { name: choice })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(list).toBeHidden();
}

async function setFallback(scope: Locator, reference: string, text: string) {
  await scope.getByLabel(`Text shown instead of ${reference} when it is empty`).fill(text);
}

async function answerPageOne(page: Page, name: string) {
  const main = page.getByRole("main");
  await expect(main.getByLabel(NAME)).toBeVisible();
  if (name) await main.getByLabel(NAME).fill(name);
  await main.getByRole("button", { name: "Next" }).click();
  return main;
}

test.describe("answer piping", () => {
  test("an earlier answer and a hidden field shown on the next page and in the thanks", async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(150_000);
    const owner = await createUser(server);
    await signInAs(page, owner);
    await page.goto("/forms/new");
    await expect(page.getByRole("heading", { level: 1, name: "Form Builder" })).toBeVisible();
    await page.getByPlaceholder("Form Title").fill("Greetings");

    const first = builderCard(page, "Question 1");
    await first.getByRole("switch", { name: "Required" }).click();
    const hidden = page.getByRole("region", { name: "Hidden fields" });
    await hidden.getByRole("button", { name: "Add hidden field" }).click();
    await hidden.getByRole("textbox", { name: "Hidden field 1" }).fill("name");

    await page.getByRole("button", { name: "Add section" }).click();
    const section = builderCard(page, "Section 1");
    await section.getByLabel("Page title").fill("About you");
    await section.getByLabel("Description").focus();
    await page.keyboard.type("Your link says ");
    await pipeWithAt(page, "Hidden field name", 1);
    await expect(section.getByLabel("Description")).toHaveValue("Your link says {{hidden:name}}");

    await page.getByRole("button", { name: "Add Question" }).click();
    const second = builderCard(page, "Question 2");
    const text = second.getByLabel("Question", { exact: true });
    await expect(text).toBeFocused();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Nice to meet you, ");
    await pipeWithAt(page, ANSWER);
    await expect(text).toBeFocused();
    await page.keyboard.type("!");
    await setFallback(second, ANSWER, "friend");
    await expect(text).toHaveValue(/^Nice to meet you, \{\{answer:q\d+\|friend\}\}!$/);
    await expect(second.getByText(ANSWER, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await shootBothThemes(page, "answer-piping-builder");

    await page.getByRole("button", { name: "Settings" }).click();
    const panel = page.getByRole("dialog", { name: "Settings" });
    await panel.getByLabel("Confirmation message").focus();
    await page.keyboard.type("Thank you, ");
    await pipeWithAt(page, ANSWER);
    // No fallback yet: a question without logic needs none.
    await setFallback(panel, ANSWER, "friend");
    await panel.getByRole("button", { name: "Done" }).click();
    await expect(panel).toBeHidden();

    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page.getByText("Form saved successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const [summary] = await listForms(server, owner);
    const formId = summary!._id;
    await callApi(server, owner, "PUT", `/forms/${formId}/status`, { isPublic: true });

    const context = await browser.newContext();
    const respondent = await context.newPage();
    await respondent.goto(`/forms/${formId}/view?name=Ada`);
    const main = await answerPageOne(respondent, "Grace <b>Hopper</b>");
    await expect(main.getByRole("heading", { name: "About you" })).toBeVisible();
    await expect(main.getByText("Your link says Ada")).toBeVisible();
    const piped = main.getByLabel("Nice to meet you, Grace <b>Hopper</b>!");
    await expect(piped).toBeVisible();
    await expectAccessible(respondent);
    await shootBothThemes(respondent, "answer-piping-page-2");
    await piped.fill("Hello");
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByText("Thank you, Grace <b>Hopper</b>")).toBeVisible();
    await expectAccessible(respondent);

    // Left empty, the answer reads as its fallback.
    await respondent.goto(`/forms/${formId}/view`);
    const again = await answerPageOne(respondent, "");
    await expect(again.getByLabel("Nice to meet you, friend!")).toBeVisible();
    await expect(again.getByText("Your link says", { exact: true })).toBeVisible();
    await again.getByRole("button", { name: "Submit" }).click();
    await expect(again.getByText("Thank you, friend")).toBeVisible();
    await context.close();
  });

  test("one question at a time: an option label pipes, and a question logic hid reads as its fallback", async ({
    page,
    server,
  }) => {
    const owner = await createUser(server);
    const form = await createPublicForm(server, owner, {
      title: "Colours",
      settings: { layout: "oneAtATime" },
      questions: [
        {
          key: "c",
          questionType: "multipleChoice",
          questionText: "Pick a colour",
          options: ["Red", "Blue"],
        },
        {
          key: "why",
          questionType: "text",
          questionText: "Why {{answer:c}}?",
          logic: {
            match: "all",
            conditions: [{ questionId: "c", operator: "equals", value: "Blue" }],
          },
        },
        {
          key: "end",
          questionType: "multipleChoice",
          questionText: "Anything else about {{answer:why|your colour}}?",
          options: ["Yes, about {{answer:c}}", "No"],
        },
      ],
    });
    await page.goto(`/forms/${form._id}/view`);
    const main = page.getByRole("main");
    await main.getByRole("radio", { name: "Red" }).click();
    await main.getByRole("button", { name: "Next" }).click();
    await expect(
      main.getByRole("group", { name: "Anything else about your colour?" }),
    ).toBeVisible();
    await expect(main.getByRole("radio", { name: "Yes, about Red" })).toBeVisible();
    await expectAccessible(page);
    await main.getByRole("radio", { name: "Yes, about Red" }).click();
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByText("Your response has been recorded.")).toBeVisible();

    // The owner reads the chosen option that pipes as "@<question>", never as a raw token: in
    // the response, in the filter's answers and in the summary's chart.
    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/responses`);
    const chosen = "Yes, about @Pick a colour";
    const card = page.getByRole("list", { name: "Individual responses" }).getByRole("article");
    await expect(card.getByRole("definition").filter({ hasText: chosen })).toBeVisible();
    await page.getByRole("combobox", { name: "Question" }).click();
    await page.getByRole("option", { name: /^Anything else about @Why/ }).click();
    await page.getByRole("combobox", { name: "Answer" }).click();
    await expect(page.getByRole("option")).toHaveText(["Any answer", chosen, "No"]);
    await page.keyboard.press("Escape");
    await page.getByRole("tab", { name: "Summary" }).click();
    const chart = page.getByRole("figure", { name: /^Anything else about @Why/ });
    await expect(chart.getByText(chosen)).toBeVisible();
    await expect(page.getByText("{{answer:")).toHaveCount(0);
  });
});
