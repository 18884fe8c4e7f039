import type { Page } from "@playwright/test";
import { createUser, signInAs } from "../support/api-users.js";
import { contrastRatio, readTextAndBackground } from "../support/contrast.js";
import { expect, expectAccessible, showTheme, test } from "../support/fixtures.js";
import { startPartnerSite } from "../support/partner-site.js";
import { readScreenPixel } from "../support/pixel.js";
import { createPublicForm, readAnswers } from "../support/respond-forms.js";
import { shootBothThemes } from "../support/screens.js";

// Reach: a form embedded on another site (the card's Embed dialog, /embed.js, ?embed=1) and a
// prefilled link made in the builder.

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

const frameHeight = (page: Page, index: number) =>
  page
    .locator("iframe[data-formloom-form]")
    .nth(index)
    .evaluate((frame) => Math.round(frame.getBoundingClientRect().height));

test.describe("embedding a form", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the Embed dialog copies both snippets, which show the form on another site at its height", async ({
    page,
    context,
    server,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const owner = await createUser(server);
    const form = await createPublicForm(server, owner, {
      title: "Volunteer sign-up",
      questions: [
        { questionType: "text", questionText: "Your name", required: true },
        { questionType: "email", questionText: "Your email", required: true },
      ],
    });
    await signInAs(page, owner);
    await page.goto("/dashboard");
    const card = page.getByRole("article", { name: "Volunteer sign-up" });
    await card.getByRole("button", { name: "Embed" }).click();
    const dialog = page.getByRole("dialog", { name: "Embed" });
    await expect(dialog.getByLabel("Script")).toHaveValue(
      `<script src="${server.url}/embed.js" data-formloom-form="${form._id}" data-formloom-title="Volunteer sign-up" async></script>`,
    );
    await expectAccessible(page);
    await shootBothThemes(page, "embed-dialog");

    await dialog.getByRole("button", { name: "Copy script" }).click();
    await expect(page.getByText("Script copied to clipboard")).toBeVisible();
    const script = await readClipboard(page);
    expect(script).toBe(await dialog.getByLabel("Script").inputValue());
    await dialog.getByRole("button", { name: "Copy iframe" }).click();
    await expect(page.getByText("Iframe copied to clipboard")).toBeVisible();
    const iframe = await readClipboard(page);
    expect(iframe).toContain(`src="${server.url}/forms/${form._id}/view?embed=1"`);

    const partner = await startPartnerSite(`${script}<hr>${iframe}`);
    try {
      await page.goto(partner.url);
      const frames = page.locator("iframe[data-formloom-form]");
      await expect(frames).toHaveCount(2);
      for (const index of [0, 1]) {
        const embedded = page.frameLocator("iframe[data-formloom-form]").nth(index);
        await expect(
          embedded.getByRole("heading", { level: 1, name: "Volunteer sign-up" }),
        ).toBeVisible();
        // The embed page has no header or footer.
        await expect(embedded.getByText("Never submit passwords")).toHaveCount(0);
        await expect(embedded.getByRole("link", { name: "Formloom" })).toHaveCount(0);
        // Sized to its content, not the 600px it starts with, and no inner scroll bar.
        await expect.poll(() => frameHeight(page, index)).not.toBe(600);
        const before = await frameHeight(page, index);
        const inner = await frames.nth(index).contentFrame();
        expect(
          await inner.locator("html").evaluate((html) => html.scrollHeight - html.clientHeight),
        ).toBeLessThanOrEqual(1);

        // Errors under both questions make the form taller: the iframe follows.
        await embedded.getByRole("button", { name: "Submit" }).click();
        await expect(
          embedded.getByText("Please answer all required questions").first(),
        ).toBeVisible();
        await expect.poll(() => frameHeight(page, index)).toBeGreaterThan(before);
        await expect
          .poll(() =>
            inner.locator("html").evaluate((html) => html.scrollHeight - html.clientHeight),
          )
          .toBeLessThanOrEqual(1);
      }
      if (process.env.SCREENS_DIR) {
        await page.setViewportSize({ width: 1280, height: 1600 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${process.env.SCREENS_DIR}/embed-partner-site.png` });
      }
    } finally {
      await partner.close();
    }
  });

  test("the embed page passes axe in light and dark", async ({ page, server }) => {
    const owner = await createUser(server);
    const form = await createPublicForm(server, owner, {
      title: "Embedded poll",
      questions: [
        {
          questionType: "multipleChoice",
          questionText: "Tea or coffee?",
          options: ["Tea", "Coffee"],
        },
      ],
    });
    await page.goto(`/forms/${form._id}/view?embed=1`);
    await expect(page.getByRole("heading", { level: 1, name: "Embedded poll" })).toBeVisible();
    await expect(page.getByText("Never submit passwords")).toHaveCount(0);
    // Links out of the form open in a new tab: the app's other pages refuse to be framed.
    const signIn = page.getByRole("link", { name: "Sign in" });
    const [opened] = await Promise.all([page.waitForEvent("popup"), signIn.click()]);
    await expect(opened).toHaveURL(/\/login/);
    await opened.close();
    await showTheme(page, "light");
    await expectAccessible(page);
    await showTheme(page, "dark");
    await expectAccessible(page);
    await shootBothThemes(page, "embed-page");
  });
});

test.describe("a transparent embed", () => {
  test.describe.configure({ timeout: 90_000 });

  const HOST_COLOUR = [253, 230, 138] as const;

  test("the Embed dialog's option lets the host page's background show around readable cards", async ({
    page,
    context,
    server,
  }) => {
    // Two frames in two themes, on a two-core machine shared with other runs.
    test.setTimeout(180_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const owner = await createUser(server);
    const form = await createPublicForm(server, owner, {
      title: "Book fair",
      questions: [{ questionType: "text", questionText: "Your name", required: true }],
    });
    await signInAs(page, owner);
    await page.goto("/dashboard");
    await page
      .getByRole("article", { name: "Book fair" })
      .getByRole("button", { name: "Embed" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Embed" });
    const transparent = dialog.getByRole("switch", { name: "Transparent background" });
    await expect(transparent).not.toBeChecked();
    await transparent.click();
    await expect(transparent).toBeChecked();
    await expect(dialog.getByLabel("Script")).toHaveValue(
      `<script src="${server.url}/embed.js" data-formloom-form="${form._id}" data-formloom-title="Book fair" data-formloom-transparent="1" async></script>`,
    );
    await expect(dialog.getByLabel("Iframe")).toHaveValue(
      new RegExp(`src="${server.url}/forms/${form._id}/view\\?embed=1&amp;transparent=1"`),
    );
    await expectAccessible(page);
    await shootBothThemes(page, "embed-dialog-transparent");
    await dialog.getByRole("button", { name: "Copy script" }).click();
    const script = await readClipboard(page);
    await dialog.getByRole("button", { name: "Copy iframe" }).click();
    const iframe = await readClipboard(page);

    const [r, g, b] = HOST_COLOUR;
    const partner = await startPartnerSite(
      `<div style="background: rgb(${r}, ${g}, ${b}); padding: 24px">${script}<hr>${iframe}</div>`,
    );
    try {
      await page.goto(partner.url);
      const frames = page.locator("iframe[data-formloom-form]");
      await expect(frames).toHaveCount(2);
      for (const index of [0, 1]) {
        await page
          .frameLocator("iframe[data-formloom-form]")
          .nth(index)
          .getByRole("button", { name: "Submit" })
          .click();
      }
      for (const theme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: theme });
        for (const index of [0, 1]) {
          const frame = frames.nth(index);
          const embedded = page.frameLocator("iframe[data-formloom-form]").nth(index);
          await expect(embedded.getByLabel(/^Your name/)).toBeVisible();
          const html = expect(embedded.locator("html"));
          await (theme === "dark" ? html.toHaveClass(/dark/) : html.not.toHaveClass(/dark/));
          await frame.scrollIntoViewIfNeeded();
          const box = await frame.boundingBox();
          if (!box) throw new Error("the embedded form has no box");
          // The corner of the frame, outside every card, shows the host page.
          await expect
            .poll(() => readScreenPixel(page, box.x + 2, box.y + 2))
            .toEqual([...HOST_COLOUR]);
          // Text keeps its own surface, whatever the host's colour.
          for (const text of [
            embedded.locator("label", { hasText: "Your name" }),
            embedded.getByText("Please answer all required questions").last(),
            embedded.getByRole("button", { name: "Clear form" }),
          ]) {
            const colours = await readTextAndBackground(text);
            expect(contrastRatio(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
          }
        }
      }
      if (process.env.SCREENS_DIR) {
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 1400 });
          for (const theme of ["light", "dark"] as const) {
            await page.emulateMedia({ colorScheme: theme });
            await page.evaluate(() => window.scrollTo(0, 0));
            await page.screenshot({
              path: `${process.env.SCREENS_DIR}/embed-transparent-${width}-${theme}.png`,
              fullPage: true,
            });
          }
        }
      }
    } finally {
      await partner.close();
    }
  });

  test("the transparent embed page passes axe in light and dark", async ({ page, server }) => {
    const owner = await createUser(server);
    const form = await createPublicForm(server, owner, {
      title: "See-through poll",
      questions: [{ questionType: "text", questionText: "Your name", required: true }],
    });
    await page.goto(`/forms/${form._id}/view?embed=1&transparent=1`);
    await expect(page.getByRole("heading", { level: 1, name: "See-through poll" })).toBeVisible();
    await page.getByRole("button", { name: "Submit" }).click();
    await showTheme(page, "light");
    await expectAccessible(page);
    await showTheme(page, "dark");
    await expectAccessible(page);
  });
});

test.describe("allowed sites", () => {
  test("the owner limits who may embed the form in Settings, and the page's header follows", async ({
    page,
    server,
  }) => {
    // The builder, an axe scan and screenshots in two themes: over a minute on a busy machine.
    test.setTimeout(150_000);
    const owner = await createUser(server);
    const form = await createPublicForm(server, owner, {
      title: "Partners only",
      questions: [{ questionType: "text", questionText: "Your name" }],
    });
    const frameAncestors = async () => {
      const response = await fetch(`${server.url}/forms/${form._id}/view?embed=1`);
      return /frame-ancestors ([^;]*)/.exec(
        response.headers.get("content-security-policy") ?? "",
      )?.[1];
    };
    expect(await frameAncestors()).toBe("*");

    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/edit`);
    await page.getByRole("button", { name: "Settings" }).click();
    const panel = page.getByRole("dialog", { name: "Settings" });
    const sites = panel.getByLabel("Allowed sites");
    await sites.fill("https://partner.example/blog");
    await expect(sites).toHaveAccessibleDescription(
      "https://partner.example/blog: Each site must be an origin such as https://example.org (no path), or http://localhost",
    );
    await sites.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await shootBothThemes(page, "settings-allowed-sites");
    await sites.fill("https://partner.example\nhttp://localhost:5173");
    await expect(sites).not.toHaveAttribute("aria-invalid", "true");
    await panel.getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page.getByText("Form updated successfully!")).toBeVisible();
    expect(await frameAncestors()).toBe("https://partner.example http://localhost:5173");
  });
});

test.describe("prefilled links", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a link built in the builder opens the form with answers filled and changeable", async ({
    page,
    context,
    browser,
    server,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const owner = await createUser(server);
    const form = await createPublicForm(server, owner, {
      title: "Team lunch",
      questions: [
        { questionType: "text", questionText: "Team" },
        { questionType: "multipleChoice", questionText: "Main", options: ["Pasta", "Salad"] },
        { questionType: "checkbox", questionText: "Extras", options: ["Bread", "Soup", "Cake"] },
        { questionType: "file", questionText: "Menu photo" },
      ],
    });
    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/edit`);
    await page.getByRole("button", { name: "Share" }).click();
    await page.getByRole("button", { name: "Get prefilled link" }).click();
    const dialog = page.getByRole("dialog", { name: "Get prefilled link" });
    await expect(dialog.getByLabel("Team")).toBeVisible();
    // A file cannot be prefilled.
    await expect(dialog.getByText("Menu photo")).toHaveCount(0);
    await dialog.getByLabel("Team").fill("Design");
    await dialog.getByLabel("Main").selectOption("Salad");
    await dialog.getByRole("checkbox", { name: "Bread" }).check();
    await dialog.getByRole("checkbox", { name: "Cake" }).check();
    await expectAccessible(page);
    await shootBothThemes(page, "prefill-dialog");
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Prefilled link copied to clipboard")).toBeVisible();
    const link = await readClipboard(page);
    expect(link).toBe(await dialog.getByLabel("Prefilled link").inputValue());
    const [team, main, extras] = form.questions.map((question) => question._id);
    expect(new URL(link).searchParams.getAll(`prefill.${extras}`)).toEqual(["Bread", "Cake"]);
    expect(new URL(link).searchParams.get(`prefill.${main}`)).toBe("Salad");
    expect(new URL(link).searchParams.get(`prefill.${team}`)).toBe("Design");

    // A respondent in another browser opens the link.
    const respondent = await browser.newContext();
    try {
      const guest = await respondent.newPage();
      await guest.goto(link);
      const teamField = guest.getByRole("textbox", { name: "Team" });
      await expect(teamField).toHaveValue("Design");
      await expect(guest.getByRole("radio", { name: "Salad" })).toBeChecked();
      await expect(guest.getByRole("checkbox", { name: "Bread" })).toBeChecked();
      await expect(guest.getByRole("checkbox", { name: "Cake" })).toBeChecked();
      await expect(guest.getByRole("checkbox", { name: "Soup" })).not.toBeChecked();

      await teamField.fill("Research");
      await guest.getByRole("radio", { name: "Pasta" }).check();
      await guest.getByRole("checkbox", { name: "Cake" }).uncheck();
      await guest.getByRole("button", { name: "Submit" }).click();
      await expect(guest.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    } finally {
      await respondent.close();
    }
    const [stored] = await readAnswers(server, owner, form);
    expect(stored).toEqual({ Team: "Research", Main: "Pasta", Extras: ["Bread"] });
  });

  test("a phone number is prefilled in E.164 from its national form; a consent never is", async ({
    page,
    server,
  }) => {
    const owner = await createUser(server);
    const form = await createPublicForm(server, owner, {
      title: "Call back",
      questions: [
        { questionType: "phone", questionText: "Phone", validations: { defaultCountry: "FR" } },
        { questionType: "consent", questionText: "Terms", description: "I accept the terms." },
      ],
    });
    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/edit`);
    await page.getByRole("button", { name: "Share" }).click();
    await page.getByRole("button", { name: "Get prefilled link" }).click();
    const dialog = page.getByRole("dialog", { name: "Get prefilled link" });
    await expect(dialog.getByText("A link never ticks a consent")).toBeVisible();
    await expect(dialog.getByLabel("Terms")).toHaveCount(0);
    await dialog.getByLabel("Phone").fill("06 12 34 56 78");
    const link = await dialog.getByLabel("Prefilled link").inputValue();
    const terms = form.questions[1]?._id;

    // A hand-made link that tries to agree on the respondent's behalf too.
    await page.goto(`${link}&prefill.${terms}=${encodeURIComponent("I accept the terms.")}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("textbox", { name: /Phone/ })).toHaveValue("+33612345678");
    await expect(main.getByRole("combobox", { name: "Country" })).toHaveValue("FR");
    const agree = main.getByRole("checkbox", { name: "I agree" });
    await expect(agree).not.toBeChecked();
    await agree.check();
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    const [stored] = await readAnswers(server, owner, form);
    expect(stored).toEqual({ Phone: "+33612345678", Terms: "I accept the terms." });
  });
});
