import type { Browser } from "@playwright/test";
import { createUser, signInAs, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, showTheme, test } from "../support/fixtures.js";
import { callApi, createForm, getForm } from "../support/forms-api.js";
import { shootBothThemes } from "../support/screens.js";
import type { RunningServer } from "../support/server.js";
import { submitBackground, toRgb } from "../support/theme-colours.js";

// A form's theme: picked and checked for contrast in the builder, shown to respondents in the
// scheme it allows, its font fetched only by the forms that name it.

const QUESTION = "Your name";
const OCEAN_DARK_ACCENT = "#7dd3fc";

type ThemedForm = { settings: { theme: { font: string; light: { accent: string } } | null } };

/** A respondent's fresh page, and the font files it fetches. */
async function openRespondent(browser: Browser, server: RunningServer) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  return { page, fonts };
}

test.describe("form themes", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the owner themes a form, fixes a colour pair the check names, and a respondent answers it on the theme", async ({
    page,
    browser,
    server,
  }) => {
    const owner = await createUser(server, { email: uniqueEmail("owner") });
    const questions = [{ questionType: "text" as const, questionText: QUESTION, required: true }];
    const form = await createForm(server, owner, { title: "Harbour survey", questions });
    const plain = await createForm(server, owner, { title: "Plain survey", questions });
    for (const { _id } of [form, plain]) {
      await callApi(server, owner, "PUT", `/forms/${_id}/status`, { isPublic: true });
    }

    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/edit`);
    await expect(page.getByRole("textbox", { name: "Form Title" })).toHaveValue("Harbour survey");
    await page.getByRole("button", { name: /^Settings/ }).click();
    const sheet = page.getByRole("dialog", { name: "Settings" });
    await sheet.getByRole("button", { name: "Ocean", exact: true }).click();
    await expect(sheet.getByRole("button", { name: "Ocean", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(sheet.getByText("Every colour pair reaches WCAG AA contrast.")).toBeVisible();

    // A pale accent on the pale background: links and the focus ring can no longer be seen.
    const light = sheet.getByRole("group", { name: "Light colours" });
    await light.getByLabel("Accent").fill("#93c5fd");
    await expect(
      sheet.getByText(/^Light colours: accent links on the background, 1\.\d\d:1/),
    ).toBeVisible();
    await expect(sheet.getByText(/^Light colours: focus ring on the background/)).toBeVisible();
    await expect(light.getByLabel("Accent")).toHaveAttribute("aria-invalid", "true");
    await sheet.getByText(/^Light colours: accent links/).scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await shootBothThemes(page, "form-theme-contrast-failing");

    const fix = sheet.getByRole("button", { name: /^Set Accent to #[0-9a-f]{6}$/ }).first();
    const fixed = /#[0-9a-f]{6}/.exec((await fix.textContent()) ?? "")?.[0] ?? "";
    await fix.click();
    await expect(sheet.getByText("Every colour pair reaches WCAG AA contrast.")).toBeVisible();
    await expect(light.getByLabel("Accent")).toHaveValue(fixed);
    await shootBothThemes(page, "form-theme-panel");

    await sheet.getByRole("button", { name: "Done" }).click();
    // The builder's preview is on the theme before it is saved.
    await page.getByRole("tab", { name: "Preview" }).click();
    const preview = page.getByRole("tabpanel", { name: "Preview" });
    await expect(preview.locator("[data-button-style='filled']")).toHaveCSS(
      "font-family",
      /^"Nunito Variable"/,
    );
    await shootBothThemes(page, "form-theme-builder-preview");
    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page.getByText("Form updated successfully!")).toBeVisible();
    const stored = (await getForm(server, owner, form._id)) as unknown as ThemedForm;
    expect(stored.settings.theme).toMatchObject({ font: "nunito", light: { accent: fixed } });

    // The respondent's page, in light then dark (Ocean follows the respondent's setting).
    const respondent = await openRespondent(browser, server);
    await respondent.page.emulateMedia({ colorScheme: "light" });
    await respondent.page.goto(`/forms/${form._id}/view`);
    const main = respondent.page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Harbour survey" })).toBeVisible();
    await expect.poll(() => submitBackground(respondent.page)).toBe(toRgb(fixed));
    await expect(respondent.page.locator("[data-theme-scheme]")).toHaveCSS(
      "font-family",
      /^"Nunito Variable"/,
    );
    await expect.poll(() => respondent.fonts.some((font) => /nunito/i.test(font))).toBe(true);
    await expectAccessible(respondent.page);
    await shootBothThemes(respondent.page, "form-theme-respondent");

    await showTheme(respondent.page, "dark");
    await expect.poll(() => submitBackground(respondent.page)).toBe(toRgb(OCEAN_DARK_ACCENT));
    await expectAccessible(respondent.page);

    await main.getByLabel(QUESTION).fill("Grace Darling");
    // The Clear form dialog opens outside the form's root, and still wears its theme.
    await main.getByRole("button", { name: "Clear form" }).click();
    const dialog = respondent.page.getByRole("alertdialog", { name: "Clear form?" });
    await expect(dialog).toBeVisible();
    const pageBackground = await respondent.page
      .locator("[data-theme-scheme]")
      .first()
      .evaluate((root) => getComputedStyle(root).backgroundColor);
    await expect(dialog).toHaveCSS("background-color", pageBackground);
    await expectAccessible(respondent.page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await shootBothThemes(respondent.page, "form-theme-thank-you");

    // Embedded, the form's root carries the same theme.
    const embedded = await openRespondent(browser, server);
    await embedded.page.emulateMedia({ colorScheme: "light" });
    await embedded.page.goto(`/forms/${form._id}/view?embed=1`);
    await expect(embedded.page.getByRole("banner")).toHaveCount(0);
    await expect.poll(() => submitBackground(embedded.page)).toBe(toRgb(fixed));

    // A form without a theme fetches no font of the themes.
    const other = await openRespondent(browser, server);
    await other.page.goto(`/forms/${plain._id}/view`);
    await expect(
      other.page.getByRole("main").getByRole("heading", { level: 1, name: "Plain survey" }),
    ).toBeVisible();
    await expect(other.page.locator("[data-button-style]")).toHaveCount(0);
    expect(other.fonts.filter((font) => /nunito|lora|merriweather|grotesk/i.test(font))).toEqual(
      [],
    );
  });
});
