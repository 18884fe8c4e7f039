import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, readTheme, showTheme, test } from "../support/fixtures.js";
import { createForm, getForm } from "../support/forms-api.js";
import { captureScreens } from "../support/screens.js";

// Sharing a form: a private form's link says it is private, and the builder's Share menu holds
// what the dashboard card offers.

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Every axe finding, whatever its impact, in both themes; the page keeps the theme it had. */
async function findAllViolations(page: Page): Promise<string[]> {
  const shown = await readTheme(page);
  const findings: string[] = [];
  for (const theme of [shown, shown === "dark" ? "light" : "dark"] as const) {
    await showTheme(page, theme);
    const { violations } = await new AxeBuilder({ page }).analyze();
    findings.push(
      ...violations.map(
        (violation) =>
          `${theme}: ${violation.id} (${violation.impact}): ${violation.nodes
            .map((node) => node.target.join(" "))
            .join(", ")}`,
      ),
    );
  }
  await showTheme(page, shown);
  return findings;
}

test.describe("sharing a form", () => {
  test.describe.configure({ timeout: 90_000 });

  test("copying a private form's link says so, and its toast makes the form public", async ({
    page,
    context,
    browser,
    server,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const user = await createUser(server);
    const form = await createForm(server, user, { title: "Team lunch" });
    await signInAs(page, user);
    await page.goto("/dashboard");
    const card = page.getByRole("article", { name: "Team lunch" });

    await card.getByRole("button", { name: "Copy share link" }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText(
      "Copied, but the form is private: others see 'Form Not Found'.",
    );
    await expect(page.getByText("Share link copied to clipboard!")).toHaveCount(0);
    const shareLink = `${server.url}/forms/${form._id}/view`;
    expect(await readClipboard(page)).toBe(shareLink);
    await expectAccessible(page);

    await toast.getByRole("button", { name: "Make public" }).click();
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Form is now public.");
    await expect(toast.getByRole("button", { name: "Make public" })).toHaveCount(0);
    await expect(card.getByRole("switch", { name: "Public" })).toBeChecked();
    expect((await getForm(server, user, form._id)).isPublic).toBe(true);

    // A public form's link is copied as before.
    await card.getByRole("button", { name: "Copy share link" }).click();
    await expect(toast).toContainText("Share link copied to clipboard!");

    const stranger = await browser.newContext();
    try {
      const guest = await stranger.newPage();
      await guest.goto(shareLink);
      await expect(guest.getByRole("heading", { name: "Team lunch" })).toBeVisible();
    } finally {
      await stranger.close();
    }
  });

  test("the builder's Share menu holds the switch, the link and the QR code", async ({
    page,
    context,
    server,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const user = await createUser(server);
    const form = await createForm(server, user, { title: "Team lunch" });
    await signInAs(page, user);
    await page.goto(`/forms/${form._id}/edit`);
    await page.getByRole("button", { name: "Share" }).click();
    const menu = page.getByRole("dialog", { name: "Share" });
    const shareLink = `${server.url}/forms/${form._id}/view`;
    await expect(menu.getByRole("switch", { name: "Private" })).not.toBeChecked();
    await expect(menu.getByRole("textbox", { name: "Share link" })).toHaveValue(shareLink);
    await expect(
      menu.getByRole("img", { name: "QR code of the link to Team lunch" }),
    ).toBeVisible();
    await expect(menu.getByRole("link", { name: "Download PNG" })).toBeVisible();
    expect(await findAllViolations(page)).toEqual([]);
    await captureScreens(page, "builder-share-menu", [375, 1280]);

    await menu.getByRole("button", { name: "Copy share link" }).click();
    await expect(
      page.getByText("Copied, but the form is private: others see 'Form Not Found'."),
    ).toBeVisible();
    expect(await readClipboard(page)).toBe(shareLink);

    await menu.getByRole("switch", { name: "Private" }).click();
    await expect(page.getByText("Form is now public.")).toBeVisible();
    await expect(menu.getByRole("switch", { name: "Public" })).toBeChecked();
    expect((await getForm(server, user, form._id)).isPublic).toBe(true);
    await menu.getByRole("button", { name: "Copy share link" }).click();
    await expect(page.getByText("Share link copied to clipboard!")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Share" })).toBeFocused();
  });

  test("the dashboard card's QR code dialog has no accessibility finding", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await createForm(server, user, { title: "Team lunch" });
    await signInAs(page, user);
    await page.goto("/dashboard");
    await page
      .getByRole("article", { name: "Team lunch" })
      .getByRole("button", { name: "Show QR code" })
      .click();
    const dialog = page.getByRole("dialog", { name: "QR code" });
    await expect(
      dialog.getByRole("img", { name: "QR code of the link to Team lunch" }),
    ).toBeVisible();
    expect(await findAllViolations(page)).toEqual([]);
  });
});
