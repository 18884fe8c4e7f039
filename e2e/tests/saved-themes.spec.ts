import type { Page } from "@playwright/test";
import { createUser, signInAs, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, createForm, getForm } from "../support/forms-api.js";
import { shootBothThemes } from "../support/screens.js";
import { submitBackground, toRgb } from "../support/theme-colours.js";

// A theme saved from one form's Theme group, applied to another form from "Your themes": the
// form keeps its own copy, so the public page stays themed when the saved theme is deleted.

const QUESTION = "Your name";
const FOREST_LIGHT_ACCENT = "#15803d";

async function openSettings(page: Page, formId: string, title: string) {
  await page.goto(`/forms/${formId}/edit`);
  await expect(page.getByRole("textbox", { name: "Form Title" })).toHaveValue(title);
  await page.getByRole("button", { name: /^Settings/ }).click();
  return page.getByRole("dialog", { name: "Settings" });
}

test.describe("saved themes", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the owner saves a form's theme, applies it to another form, publishes it, and deleting the saved theme leaves the form as it is", async ({
    page,
    browser,
    server,
  }) => {
    const owner = await createUser(server, { email: uniqueEmail("owner") });
    const questions = [{ questionType: "text" as const, questionText: QUESTION, required: true }];
    const harbour = await createForm(server, owner, { title: "Harbour survey", questions });
    const lighthouse = await createForm(server, owner, { title: "Lighthouse survey", questions });

    await signInAs(page, owner);
    let sheet = await openSettings(page, harbour._id, "Harbour survey");
    let yourThemes = sheet.getByRole("group", { name: "Your themes" });
    await expect(yourThemes.getByText(/^No saved themes yet\./)).toBeVisible();
    await sheet.getByRole("button", { name: "Forest", exact: true }).click();
    await sheet.getByRole("button", { name: "Save as theme…" }).click();
    const dialog = page.getByRole("dialog", { name: "Save as theme" });
    await expect(dialog.getByLabel("Theme name")).toBeFocused();
    await dialog.getByLabel("Theme name").fill("Harbour brand");
    await expectAccessible(page);
    await shootBothThemes(page, "saved-themes-save-dialog");
    await dialog.getByRole("button", { name: "Save theme" }).click();
    await expect(page.getByText("Theme “Harbour brand” saved")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      yourThemes.getByRole("button", { name: "Harbour brand", exact: true }),
    ).toHaveAttribute("aria-pressed", "true");

    // Another form: the saved theme is offered beside the ready-made ones and applied from there.
    sheet = await openSettings(page, lighthouse._id, "Lighthouse survey");
    yourThemes = sheet.getByRole("group", { name: "Your themes" });
    const saved = yourThemes.getByRole("button", { name: "Harbour brand", exact: true });
    await expect(saved).toHaveAttribute("aria-pressed", "false");
    await saved.click();
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await expect(sheet.getByRole("button", { name: "Forest", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(sheet.getByRole("button", { name: "Rename Harbour brand" })).toBeVisible();
    await expectAccessible(page);
    await shootBothThemes(page, "saved-themes-panel");

    await sheet.getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page.getByText("Form updated successfully!")).toBeVisible();
    // Saved, the builder returns to the dashboard, where the form's card publishes it.
    const card = page.getByRole("article", { name: "Lighthouse survey" });
    await card.getByRole("switch", { name: "Private" }).click();
    await expect(card.getByRole("switch", { name: "Public" })).toBeChecked();

    // Deleting the saved theme, after a confirmation, takes it off the list only.
    sheet = await openSettings(page, lighthouse._id, "Lighthouse survey");
    await sheet.getByRole("button", { name: "Delete Harbour brand" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete the theme “Harbour brand”?" });
    await expect(confirm).toContainText("Forms that use it keep their look");
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Delete theme" }).click();
    await expect(page.getByText("Theme “Harbour brand” deleted")).toBeVisible();
    await expect(
      sheet.getByRole("group", { name: "Your themes" }).getByText(/^No saved themes yet\./),
    ).toBeVisible();
    const stored = await getForm(server, owner, lighthouse._id);
    expect(stored.isPublic).toBe(true);
    expect(
      (stored as unknown as { settings: { theme: { font: string } } }).settings.theme,
    ).toMatchObject({
      font: "lora",
    });

    // The respondent's page shows the theme the form copied.
    const respondentContext = await browser.newContext({ baseURL: server.url });
    const respondent = await respondentContext.newPage();
    await respondent.emulateMedia({ colorScheme: "light" });
    await respondent.goto(`/forms/${lighthouse._id}/view`);
    const main = respondent.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Lighthouse survey" })).toBeVisible();
    await expect.poll(() => submitBackground(respondent)).toBe(toRgb(FOREST_LIGHT_ACCENT));
    await expect(respondent.locator("[data-theme-scheme]")).toHaveCSS(
      "font-family",
      /^"Lora Variable"/,
    );
    await expectAccessible(respondent);
    await shootBothThemes(respondent, "saved-themes-respondent");
    await main.getByLabel(QUESTION).fill("Grace Darling");
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await respondentContext.close();
  });

  test("a saved theme is refused a name the workspace already keeps, said in the dialog", async ({
    page,
    server,
  }) => {
    const owner = await createUser(server, { email: uniqueEmail("owner") });
    const form = await createForm(server, owner, { title: "Ferry survey" });
    const workspaces = await callApi<{ _id: string }[]>(server, owner, "GET", "/workspaces");
    const classic = { mode: "light", font: "default", radius: "medium", buttonStyle: "filled" };
    const palette = { background: "#ffffff", text: "#1f2937", accent: "#4f46e5" };
    await callApi(server, owner, "POST", `/workspaces/${workspaces[0]?._id}/themes`, {
      name: "Ferry",
      theme: { ...classic, light: palette, dark: palette },
    });

    await signInAs(page, owner);
    const sheet = await openSettings(page, form._id, "Ferry survey");
    await sheet.getByRole("button", { name: "Ocean", exact: true }).click();
    await sheet.getByRole("button", { name: "Save as theme…" }).click();
    const dialog = page.getByRole("dialog", { name: "Save as theme" });
    await dialog.getByLabel("Theme name").fill("ferry");
    await dialog.getByRole("button", { name: "Save theme" }).click();
    await expect(
      dialog.getByText("This workspace already has a theme with this name: choose another name"),
    ).toBeVisible();
    await expect(dialog.getByLabel("Theme name")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
  });
});
