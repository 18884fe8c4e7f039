import type { Locator, Page } from "@playwright/test";
import { createUser, signInAs } from "../support/api-users.js";
import {
  expect,
  expectAccessible,
  expectNoViolationsAsShown,
  showTheme,
  test,
} from "../support/fixtures.js";
import { withPartnerSite } from "../support/partner-site.js";
import { createPublicForm, type DraftItem } from "../support/respond-forms.js";
import type { RunningServer } from "../support/server.js";

declare global {
  interface Window {
    __formloomEmbed?: { openers?: Record<string, unknown> };
  }
}

// Reach: a form over another site's page (/embed.js with data-formloom-mode), a popup opened
// from the script's own button and a slider from the site's own element, both modal dialogs.

/** Whether the host page's focus is inside the open dialog (on its button or in its form). */
const isFocusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

const scrollLock = (page: Page) => page.evaluate(() => document.documentElement.style.overflow);

/** Tabs forward until the dialog's close button has focus again, checking focus never leaves. */
async function tabRoundTheDialog(page: Page, close: Locator) {
  let sawForm = false;
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press("Tab");
    expect(await isFocusInDialog(page)).toBe(true);
    if (await close.evaluate((button) => button === document.activeElement)) {
      expect(sawForm, "Tab went through the form before coming back").toBe(true);
      return;
    }
    sawForm ||= await page.evaluate(() => document.activeElement?.tagName === "IFRAME");
  }
  throw new Error("Tab never came back to the close button");
}

/** A public form of one question, and the script tag that shows it with the given attributes. */
async function formWithScript(
  server: RunningServer,
  title: string,
  question: DraftItem,
  attributes: string,
) {
  const owner = await createUser(server);
  const form = await createPublicForm(server, owner, { title, questions: [question] });
  const script = `<script src="${server.url}/embed.js" data-formloom-form="${form._id}" ${attributes}></script>`;
  return { form, script };
}

test.describe("a form over another site's page", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a popup opens from its button, keeps focus inside, and Escape gives it back", async ({
    page,
    context,
    server,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const owner = await createUser(server);
    const form = await createPublicForm(server, owner, {
      title: "Coffee feedback",
      questions: [{ questionType: "text", questionText: "Your name", required: true }],
    });
    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/edit`);
    await page.getByRole("button", { name: "Share" }).click();
    await page.getByRole("button", { name: "Embed" }).click();
    const panel = page.getByRole("dialog", { name: "Embed" });
    await panel.getByRole("radio", { name: /^Popup/ }).check();
    await expect(panel.getByRole("switch", { name: "Transparent background" })).toHaveCount(0);
    await expect(panel.getByLabel("Iframe")).toHaveCount(0);
    await expect(panel.getByLabel("Script")).toHaveValue(
      `<script src="${server.url}/embed.js" data-formloom-form="${form._id}" data-formloom-title="Coffee feedback" data-formloom-mode="popup" data-formloom-button="Open the form" async></script>`,
    );
    await showTheme(page, "light");
    await expectAccessible(page);
    await showTheme(page, "dark");
    await expectAccessible(page);
    if (process.env.SCREENS_DIR) {
      await panel.screenshot({ path: `${process.env.SCREENS_DIR}/embed-modes-dark.png` });
    }
    await panel.getByRole("button", { name: "Copy script" }).click();
    const script = await page.evaluate(() => navigator.clipboard.readText());

    await withPartnerSite(`<p>Tell us how we did.</p>${script}`, async (url) => {
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(url);
      const button = page.getByRole("button", { name: "Open the form" });
      await expect(button).toBeVisible();
      // The form loads on first open, not with the page.
      await expect(page.locator("iframe")).toHaveCount(0);
      await button.click();
      const dialog = page.getByRole("dialog", { name: "Coffee feedback" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      const close = dialog.getByRole("button", { name: "Close" });
      await expect(close).toBeFocused();
      expect(await scrollLock(page)).toBe("hidden");
      const embedded = page.frameLocator('iframe[title="Coffee feedback"]');
      await expect(embedded.getByRole("textbox", { name: /^Your name/ })).toBeVisible();

      await tabRoundTheDialog(page, close);
      // Backwards from the close button, focus goes into the form, not to the page.
      await page.keyboard.press("Shift+Tab");
      expect(await isFocusInDialog(page)).toBe(true);
      await expect(close).not.toBeFocused();

      await expectNoViolationsAsShown(page);
      if (process.env.SCREENS_DIR) {
        await page.screenshot({ path: `${process.env.SCREENS_DIR}/embed-popup.png` });
      }

      await close.focus();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
      expect(await scrollLock(page)).toBe("");

      // Escape pressed inside the form closes it too; what was typed is kept for the next open.
      await page.keyboard.press("Enter");
      await expect(close).toBeFocused();
      const name = embedded.getByRole("textbox", { name: /^Your name/ });
      await name.fill("Ada");
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
      await button.click();
      await expect(name).toHaveValue("Ada");
      await close.click();
      await expect(button).toBeFocused();
    });
  });

  test("a slider opens from the site's own element, from the right or without sliding", async ({
    page,
    server,
  }) => {
    const { form, script } = await formWithScript(
      server,
      "Quick poll",
      {
        questionType: "multipleChoice",
        questionText: "Tea or coffee?",
        options: ["Tea", "Coffee"],
      },
      'data-formloom-title="Quick poll" data-formloom-mode="slider"',
    );
    const link = `<p><a href="#poll" data-formloom-open="${form._id}">Take the poll</a></p>`;
    await withPartnerSite(link + script, async (url) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(url);
      // The script, loaded after the link, has said it opens the form.
      await expect
        .poll(() => page.evaluate((id) => Boolean(window.__formloomEmbed?.openers?.[id]), form._id))
        .toBe(true);
      const opener = page.getByRole("link", { name: "Take the poll" });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: "Quick poll" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
      // Against the window's right edge, full height, and put there without a transition.
      const viewport = page.viewportSize();
      const box = await dialog.boundingBox();
      expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(viewport?.width);
      expect(Math.round(box?.height ?? 0)).toBe(viewport?.height);
      expect(await dialog.evaluate((panel) => panel.style.transition)).toBe("none");
      await expect(
        page.frameLocator('iframe[title="Quick poll"]').getByRole("radio", { name: "Tea" }),
      ).toBeVisible();
      // The link's own navigation did not happen.
      expect(new URL(page.url()).hash).toBe("");
      await expectNoViolationsAsShown(page);
      if (process.env.SCREENS_DIR) {
        await page.screenshot({ path: `${process.env.SCREENS_DIR}/embed-slider.png` });
      }

      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  });

  test("a popup opens by itself once, after its delay", async ({ page, server }) => {
    const { script } = await formWithScript(
      server,
      "Newsletter",
      { questionType: "email", questionText: "Your email" },
      'data-formloom-mode="popup" data-formloom-open-after="5"',
    );
    await withPartnerSite(script, async (url) => {
      await page.clock.install();
      await page.goto(url);
      const dialog = page.getByRole("dialog", { name: "Form" });
      await page.clock.runFor(4_000);
      await expect(dialog).toHaveCount(0);
      await page.clock.runFor(1_500);
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await page.clock.runFor(10_000);
      await expect(dialog).toHaveCount(0);
    });
  });

  test("a full-page embed fills the window as the page loads", async ({ page, server }) => {
    const { script } = await formWithScript(
      server,
      "Event registration",
      { questionType: "text", questionText: "Your name" },
      'data-formloom-title="Event registration" data-formloom-mode="fullpage" data-formloom-button="Ignored"',
    );
    await withPartnerSite(script, async (url) => {
      await page.goto(url);
      const selector = 'iframe[title="Event registration"]';
      await expect(
        page.frameLocator(selector).getByRole("textbox", { name: "Your name" }),
      ).toBeVisible();
      const viewport = page.viewportSize();
      const box = await page.locator(selector).boundingBox();
      expect([box?.x, box?.y, box?.width, box?.height]).toEqual([
        0,
        0,
        viewport?.width,
        viewport?.height,
      ]);
      expect(await scrollLock(page)).toBe("hidden");
      // No button and no dialog: the page is the form.
      await expect(page.getByRole("button", { name: "Ignored" })).toHaveCount(0);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });
});
