import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, createForm } from "../support/forms-api.js";
import { shootBothThemes } from "../support/screens.js";

// A password-protected form: the owner sets the password in the builder's Settings panel; a
// respondent gets the lock first, gives a wrong then the right password by keyboard alone, and
// answers. A reload keeps the form open; the embedded form shows the same lock.

const QUESTION = "Which session will you join?";
const PASSWORD = "members only";

test.describe("form password", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the owner locks a form and a respondent opens it with the password", async ({
    page,
    browser,
    server,
  }) => {
    const owner = await createUser(server);
    const form = await createForm(server, owner, {
      title: "Members' evening",
      questions: [{ questionType: "text", questionText: QUESTION }],
    });
    await callApi(server, owner, "PUT", `/forms/${form._id}/status`, { isPublic: true });

    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/edit`);
    await expect(page.getByRole("textbox", { name: "Form Title" })).toHaveValue("Members' evening");
    await page.getByRole("button", { name: "Settings" }).click();
    const sheet = page.getByRole("dialog", { name: "Settings" });
    await expect(
      sheet.getByText("No password: anyone with the link can open the form."),
    ).toBeVisible();
    await sheet.getByLabel("New password", { exact: true }).fill("abc");
    await sheet.getByRole("button", { name: "Set password" }).click();
    await expect(sheet.getByText("The password is too short")).toBeVisible();
    await sheet.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await sheet.getByRole("button", { name: "Set password" }).click();
    await expect(
      page.getByText("Password saved. Respondents must enter the new one."),
    ).toBeVisible();
    await expect(sheet.getByText("This form asks for a password.")).toBeVisible();
    await expect(sheet.getByRole("button", { name: "Remove password" })).toBeVisible();
    await expectAccessible(page);
    await shootBothThemes(page, "form-password-settings");

    const context = await browser.newContext({ baseURL: server.url });
    const respondent = await context.newPage();
    await respondent.goto(`/forms/${form._id}/view`);
    const main = respondent.getByRole("main");
    await expect(main.getByRole("heading", { name: "This form is protected" })).toBeVisible();
    await expect(main.getByText(QUESTION)).toHaveCount(0);
    const field = main.getByLabel("Password", { exact: true });
    await expect(field).toBeFocused();
    await expectAccessible(respondent);
    await shootBothThemes(respondent, "form-password-lock");

    await respondent.keyboard.type("members");
    await respondent.keyboard.press("Enter");
    await expect(main.getByRole("alert")).toHaveText(
      "That password is not right. Check it and try again.",
    );
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
    await expectAccessible(respondent);
    await shootBothThemes(respondent, "form-password-wrong");
    // The wrong password is selected, so typing replaces it.
    await respondent.keyboard.type(PASSWORD);
    await respondent.keyboard.press("Enter");
    await expect(main.getByRole("heading", { level: 1, name: "Members' evening" })).toBeVisible();

    // A reload in the same tab does not ask again.
    await respondent.reload();
    const answer = main.getByLabel(QUESTION);
    await expect(answer).toBeVisible();
    await answer.fill("The late one");
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();

    // The embedded form is locked the same way.
    const embedded = await context.newPage();
    await embedded.goto(`/forms/${form._id}/view?embed=1`);
    await expect(embedded.getByRole("heading", { name: "This form is protected" })).toBeVisible();
    await context.close();

    const stored = await callApi<Array<{ answers: unknown }>>(
      server,
      owner,
      "GET",
      `/responses/${form._id}`,
    );
    expect(stored).toHaveLength(1);
  });
});
