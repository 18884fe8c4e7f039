import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { createUser, signInAs, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, createForm, getForm } from "../support/forms-api.js";
import { captureScreens, shootBothThemes } from "../support/screens.js";

// A theme's logo and background image: uploaded and placed in the builder, shown to respondents
// on the public page and in an embedded form, the form's content on a solid card over the image.

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const TITLE = "Harbour survey";
const QUESTION = "Your name";

type ImageTheme = {
  settings: {
    theme: {
      logo?: { imageId: string };
      backgroundImage?: { imageId: string; focalX: number; focalY: number };
    } | null;
  };
};

async function chooseFile(page: Page, button: Locator, file: string) {
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), button.click()]);
  await chooser.setFiles(path.join(FIXTURES, file));
}

/** The logo has loaded: shown, with pixels of its own. */
async function expectLogoShown(logo: Locator) {
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
}

/** The CSP reports a page logs; none is expected: the images come from the page's own origin. */
function recordCspReports(page: Page): string[] {
  const reports: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}

const backdropOf = (page: Page) =>
  page.locator(".form-theme-backdrop").evaluate((root) => {
    const style = getComputedStyle(root);
    return { image: style.backgroundImage, position: style.backgroundPosition };
  });

test.describe("theme images", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the owner uploads a logo and a background, places its focal point, and respondents see both", async ({
    page,
    browser,
    server,
  }) => {
    const owner = await createUser(server, { email: uniqueEmail("owner") });
    const questions = [{ questionType: "text" as const, questionText: QUESTION, required: true }];
    const form = await createForm(server, owner, { title: TITLE, questions });

    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/edit`);
    await expect(page.getByRole("textbox", { name: "Form Title" })).toHaveValue(TITLE);
    await page.getByRole("button", { name: /^Settings/ }).click();
    const sheet = page.getByRole("dialog", { name: "Settings" });
    await sheet.getByRole("button", { name: "Ocean", exact: true }).click();

    const logoGroup = sheet.getByRole("group", { name: "Logo" });
    await chooseFile(
      page,
      logoGroup.getByRole("button", { name: "Upload logo" }),
      "theme-logo.png",
    );
    await expect(logoGroup.getByRole("button", { name: "Replace logo" })).toBeVisible();
    await expect(logoGroup.getByRole("button", { name: "Remove logo" })).toBeVisible();

    const background = sheet.getByRole("group", { name: "Background" });
    await background.getByRole("button", { name: "Image", exact: true }).click();
    await chooseFile(
      page,
      background.getByRole("button", { name: "Upload background image" }),
      "theme-background.png",
    );
    // A new image is centred; a click places the point, the arrow keys move it.
    const picker = background.getByRole("button", { name: /^Focal point/ });
    await expect(picker).toHaveAccessibleName("Focal point: 50% across, 50% down");
    await expect
      .poll(() => picker.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(320);
    const box = await picker.boundingBox();
    if (!box) throw new Error("the focal point picker has no box");
    await picker.click({ position: { x: box.width * 0.2, y: box.height * 0.8 } });
    await expect(picker).toHaveAccessibleName(
      /^Focal point: (19|20|21)% across, (79|80|81)% down$/,
    );
    const clicked = /(\d+)% across, (\d+)% down/.exec(
      (await picker.getAttribute("aria-label")) ?? "",
    );
    const [x, y] = [Number(clicked?.[1]), Number(clicked?.[2])];
    await picker.press("ArrowRight");
    await picker.press("ArrowRight");
    await picker.press("Shift+ArrowUp");
    await expect(picker).toHaveAccessibleName(`Focal point: ${x + 10}% across, ${y - 1}% down`);
    await expect(sheet.getByText("Every colour pair reaches WCAG AA contrast.")).toBeVisible();
    await expectAccessible(page);
    await shootBothThemes(page, "theme-images-panel");

    await sheet.getByRole("button", { name: "Done" }).click();
    await page.getByRole("tab", { name: "Preview" }).click();
    const preview = page.getByRole("tabpanel", { name: "Preview" });
    await expectLogoShown(preview.getByRole("img", { name: TITLE }));
    await shootBothThemes(page, "theme-images-builder-preview");
    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page.getByText("Form updated successfully!")).toBeVisible();
    const stored = (await getForm(server, owner, form._id)) as unknown as ImageTheme;
    expect(stored.settings.theme?.backgroundImage).toMatchObject({ focalX: x + 10, focalY: y - 1 });
    const logoId = stored.settings.theme?.logo?.imageId;
    const backgroundId = stored.settings.theme?.backgroundImage?.imageId;
    await callApi(server, owner, "PUT", `/forms/${form._id}/status`, { isPublic: true });

    // A respondent, signed out, on the public page.
    const respondent = await (await browser.newContext({ baseURL: server.url })).newPage();
    await respondent.emulateMedia({ colorScheme: "light" });
    const cspReports = recordCspReports(respondent);
    const backgroundLoaded = respondent.waitForResponse((response) =>
      response.url().endsWith(`/api/theme-images/${backgroundId}`),
    );
    await respondent.goto(`/forms/${form._id}/view`);
    const main = respondent.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    const logo = main.getByRole("img", { name: TITLE });
    await expectLogoShown(logo);
    await expect(logo).toHaveAttribute("src", `/api/theme-images/${logoId}`);
    const served = await backgroundLoaded;
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(await backdropOf(respondent)).toEqual({
      image: expect.stringContaining(`/api/theme-images/${backgroundId}`),
      position: `${x + 10}% ${y - 1}%`,
    });
    await expectAccessible(respondent);
    await captureScreens(respondent, "theme-images-respondent");

    await main.getByLabel(QUESTION).fill("Grace Darling");
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expectLogoShown(main.getByRole("img", { name: TITLE }));

    // Embedded in another site's page, the same logo and background.
    const embedded = await (await browser.newContext({ baseURL: server.url })).newPage();
    const embeddedCspReports = recordCspReports(embedded);
    await embedded.goto(`/forms/${form._id}/view?embed=1`);
    await expect(embedded.getByRole("banner")).toHaveCount(0);
    await expectLogoShown(embedded.getByRole("main").getByRole("img", { name: TITLE }));
    expect((await backdropOf(embedded)).image).toContain(`/api/theme-images/${backgroundId}`);
    await expectAccessible(embedded);
    expect([...cspReports, ...embeddedCspReports]).toEqual([]);
  });
});
