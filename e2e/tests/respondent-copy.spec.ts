import { createUser, signInAs, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, createForm } from "../support/forms-api.js";
import { readOutbox, waitForMail } from "../support/outbox.js";
import { shootBothThemes } from "../support/screens.js";

const QUESTION = "What is your name?";
const COPY_FIELD = "Email me a copy of my answers";

test.describe("the respondent's copy of their answers", () => {
  test("the owner turns copies on; a respondent asks for one by keyboard and gets it by mail", async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(120_000);
    const owner = await createUser(server, { name: "Olive Owner", email: uniqueEmail("owner") });
    const form = await createForm(server, owner, { title: "Conference sign-up" });
    await callApi(server, owner, "PUT", `/forms/${form._id}/status`, { isPublic: true });

    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/edit`);
    await expect(page.getByRole("textbox", { name: "Form Title" })).toHaveValue(
      "Conference sign-up",
    );
    await page.getByRole("button", { name: /^Settings/ }).click();
    const sheet = page.getByRole("dialog", { name: "Settings" });
    const copies = sheet.getByRole("switch", { name: "Send respondents a copy of their answers" });
    await expect(copies).not.toBeChecked();
    await copies.focus();
    await page.keyboard.press("Space");
    await expect(copies).toBeChecked();
    await sheet.getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page.getByText("Form updated successfully!")).toBeVisible();

    const context = await browser.newContext({ baseURL: server.url });
    const respondent = await context.newPage();
    await respondent.goto(`/forms/${form._id}/view`);
    const main = respondent.getByRole("main");
    const name = main.getByLabel(QUESTION);
    const copyField = main.getByLabel(COPY_FIELD);
    await expect(copyField).toBeVisible();
    await expect(copyField).toHaveAccessibleDescription("Optional: leave it blank for no copy.");

    await name.focus();
    await respondent.keyboard.type("Katherine Johnson");
    await respondent.keyboard.press("Tab");
    await expect(copyField).toBeFocused();
    await respondent.keyboard.type("katherine@");
    await respondent.keyboard.press("Enter");
    // Not an address: the field says so, keeps the focus, and nothing is sent.
    await expect(copyField).toBeFocused();
    await expect(copyField).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByRole("alert").filter({ hasText: "valid email" })).toBeVisible();
    await expectAccessible(respondent);
    await shootBothThemes(respondent, "respondent-copy-field");

    const address = uniqueEmail("katherine");
    await respondent.keyboard.press("ControlOrMeta+A");
    await respondent.keyboard.type(address);
    await expect(copyField).not.toHaveAttribute("aria-invalid");
    await respondent.keyboard.press("Enter");
    await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();

    const answer = await waitForMail(server.dataDir, address, /(What is your name\?: .+)/);
    expect(answer).toBe(`${QUESTION}: Katherine Johnson`);
    const mails = await readOutbox(server.dataDir, address);
    expect(mails.map((mail) => mail.subject)).toEqual(["Your answers to Conference sign-up"]);
    await context.close();
  });
});
