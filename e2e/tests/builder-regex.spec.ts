import type { Locator, Page } from "@playwright/test";
import { ADMIN_SERVER_ENV, callWithToken, loginAdmin } from "../support/admin-api.js";
import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { getForm, listForms } from "../support/forms-api.js";

// An admin account on this spec's server creates the patterns the builder offers.
test.use({ serverEnv: ADMIN_SERVER_ENV });

async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

test("a text question takes an active pattern, and keeps it once an admin switches it off", async ({
  page,
  server,
}) => {
  const admin = await loginAdmin(server);
  const created = await callWithToken<{ _id: string }>(
    server,
    admin.token,
    "POST",
    "/admin/regex",
    {
      title: "Postcode (5 digits)",
      regex: "^\\d{5}$",
      errorMessage: "Please enter a 5-digit postcode",
      name: "Postcode (5 digits)",
      type: "default",
      maxLength: 0,
      isRequired: false,
      active: null,
    },
  );
  expect(created.status).toBe(201);
  const patternId = created.json.data._id;

  const user = await createUser(server);
  await signInAs(page, user);
  await page.goto("/forms/new");
  await page.getByPlaceholder("Form Title").fill("Delivery details");
  const question = page.getByRole("region", { name: "Question 1", exact: true });
  const validation = question.getByRole("combobox", { name: "Validation" });
  await expect(validation).toHaveText("No Validation");
  await validation.click();
  await expect(page.getByRole("option")).toHaveText(["No Validation", "Postcode (5 digits)"]);
  await page.keyboard.press("Escape");
  await chooseOption(page, validation, "Postcode (5 digits)");
  await page.getByRole("button", { name: "Save Form" }).click();
  await expect(page.getByText("Form saved successfully!")).toBeVisible();

  const [summary] = await listForms(server, user);
  const saved = await getForm(server, user, summary!._id);
  expect(saved.questions[0]?.validations).toEqual({
    regex: { title: "Postcode (5 digits)", regex: "^\\d{5}$" },
  });

  // Switched off: the builder no longer offers it, but the question keeps it, says so, and saves.
  const switchedOff = await callWithToken(server, admin.token, "PUT", "/admin/regex", {
    _id: patternId,
    active: false,
  });
  expect(switchedOff.status).toBe(200);
  await page.goto(`/forms/${saved._id}/edit`);
  await expect(validation).toHaveText("Postcode (5 digits)");
  await expect(
    question.getByText("This pattern has been switched off by an admin", { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);
  await question.getByLabel("Question", { exact: true }).fill("Your postcode?");
  await page.getByRole("button", { name: "Save Form" }).click();
  await expect(page.getByText("Form updated successfully!")).toBeVisible();
  expect((await getForm(server, user, saved._id)).questions[0]?.validations).toEqual({
    regex: { title: "Postcode (5 digits)", regex: "^\\d{5}$" },
  });
});
