import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { getForm } from "../support/forms-api.js";
import { createPublicForm } from "../support/respond-forms.js";
import { captureScreens, shootBothThemes } from "../support/screens.js";

// Hidden fields: the owner declares them in the builder (one by hand, the five utm_* with the
// switch), a respondent comes by a link that carries them, and the owner reads them in the
// response.

const NAME = "Your name";
const ISSUE = "Which issue brought you here?";
const UTM = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"];

test.describe("hidden fields", () => {
  test("a link's hidden fields and UTM parameters are stored with the response and shown to the owner", async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(120_000);
    const owner = await createUser(server);
    const form = await createPublicForm(server, owner, {
      title: "Newsletter feedback",
      questions: [{ questionType: "text", questionText: NAME, required: true }],
    });

    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/edit`);
    const section = page.getByRole("region", { name: "Hidden fields" });
    await section.getByRole("button", { name: "Add hidden field" }).click();
    await section.getByRole("textbox", { name: "Hidden field 1" }).fill("customer id");
    await expect(
      section.getByText("A hidden field's name can only hold letters, digits, _ and -"),
    ).toBeVisible();
    await section.getByRole("textbox", { name: "Hidden field 1" }).fill("customer_id");
    await section.getByRole("switch", { name: "Capture UTM parameters" }).click();
    await expect(section.getByRole("textbox")).toHaveCount(6);
    await expect(section.getByRole("textbox", { name: "Hidden field 2" })).toHaveValue(
      "utm_source",
    );
    await section.getByRole("button", { name: "Remove hidden field utm_term" }).click();
    await expect(section.getByRole("switch", { name: "Capture UTM parameters" })).not.toBeChecked();
    await section.getByRole("switch", { name: "Capture UTM parameters" }).click();
    await expect(section.getByRole("textbox")).toHaveCount(6);
    await section.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await shootBothThemes(page, "hidden-fields-builder");
    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    const saved = (await getForm(server, owner, form._id)) as unknown as { hiddenFields: string[] };
    expect([...saved.hiddenFields].sort()).toEqual(["customer_id", ...UTM].sort());

    // The respondent never sees them: the page looks as without them.
    const respondentContext = await browser.newContext();
    const respondent = await respondentContext.newPage();
    await respondent.goto(
      `/forms/${form._id}/view?customer_id=42&utm_source=news&utm_medium=email&utm_campaign=spring%20sale&gclid=x`,
    );
    const main = respondent.getByRole("main");
    await main.getByLabel(NAME).fill("Ada");
    await expect(main.getByText("customer_id")).toHaveCount(0);
    await expect(main.getByText("spring sale")).toHaveCount(0);
    await expectAccessible(respondent);
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByText("Your response has been recorded.")).toBeVisible();
    await respondentContext.close();

    await page.goto(`/forms/${form._id}/responses`);
    await page.getByRole("tab", { name: "Individual Responses" }).click();
    const card = page.getByRole("list", { name: "Individual responses" }).getByRole("article");
    await expect(card).toHaveCount(1);
    const hidden = card.locator("[data-hidden-fields]");
    await expect(hidden.getByRole("heading", { name: "Hidden fields" })).toBeVisible();
    await expect(hidden.getByRole("term")).toHaveText([
      "customer_id",
      "utm_source",
      "utm_medium",
      "utm_campaign",
    ]);
    await expect(hidden.getByRole("definition")).toHaveText(["42", "news", "email", "spring sale"]);
    await expect(card).not.toContainText("gclid");
    await expectAccessible(page);
    await captureScreens(page, "hidden-fields-response");
  });

  test("a condition on a link's hidden field shows a question, and the owner filters by its value", async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(120_000);
    const owner = await createUser(server);
    const form = await createPublicForm(server, owner, {
      title: "Reader survey",
      hiddenFields: ["utm_source"],
      questions: [
        { questionType: "text", questionText: NAME, required: true },
        {
          questionType: "text",
          questionText: ISSUE,
          required: true,
          logic: {
            match: "all",
            conditions: [{ questionId: "hidden:utm_source", operator: "equals", value: "News" }],
          },
        },
      ],
    });

    // A newsletter reader is asked which issue; someone from elsewhere never is.
    const answer = async (query: string, name: string, issue?: string) => {
      const context = await browser.newContext();
      const respondent = await context.newPage();
      await respondent.goto(`/forms/${form._id}/view${query}`);
      const main = respondent.getByRole("main");
      await main.getByLabel(NAME).fill(name);
      if (issue) {
        await main.getByLabel(ISSUE).fill(issue);
        await expectAccessible(respondent);
      } else {
        await expect(main.getByLabel(ISSUE)).toHaveCount(0);
      }
      await main.getByRole("button", { name: "Submit" }).click();
      await expect(main.getByText("Your response has been recorded.")).toBeVisible();
      await context.close();
    };
    await answer("?utm_source=news", "Ada", "Spring issue");
    await answer("?utm_source=search", "Grace");
    await answer("", "Linus");

    await signInAs(page, owner);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/forms/${form._id}/responses`);
    await page.getByRole("tab", { name: "Individual Responses" }).click();
    const cards = page.getByRole("list", { name: "Individual responses" }).getByRole("article");
    await expect(cards).toHaveCount(3);

    const filters = page.getByRole("form", { name: "Filter responses" });
    const value = filters.getByRole("textbox", { name: "Hidden field value" });
    await expect(value).toBeDisabled();
    await filters.getByRole("combobox", { name: "Hidden field" }).click();
    await page.getByRole("option", { name: "utm_source" }).click();
    await value.fill("news");
    // The hidden-field filters share the second row with the buttons: the row does not wrap.
    const apply = filters.getByRole("button", { name: "Apply filters" });
    const [valueBox, applyBox] = await Promise.all([value.boundingBox(), apply.boundingBox()]);
    expect(
      Math.abs(
        (applyBox?.y ?? 0) +
          (applyBox?.height ?? 0) -
          ((valueBox?.y ?? 0) + (valueBox?.height ?? 0)),
      ),
    ).toBeLessThan(2);
    await apply.click();
    await expect(page).toHaveURL(/[?&]hiddenValue=news/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Spring issue");
    await expect(cards.first().locator("[data-hidden-fields]").getByRole("definition")).toHaveText([
      "news",
    ]);
    await expectAccessible(page);
    await captureScreens(page, "hidden-fields-filter");

    await filters.getByRole("button", { name: "Clear filters" }).click();
    await expect(cards).toHaveCount(3);
  });
});
