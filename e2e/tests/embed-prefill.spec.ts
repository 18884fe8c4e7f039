import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, showTheme, test } from "../support/fixtures.js";
import { createPublicForm, readAnswers } from "../support/respond-forms.js";
import { shootBothThemes } from "../support/screens.js";

// Reach: a form embedded on another site (the card's Embed dialog, /embed.js, ?embed=1) and a
// prefilled link made in the builder.

/** A partner's site on another origin (another port) whose page holds the given HTML. */
async function startPartnerSite(body: string) {
  const server = createServer((_request, response) => {
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><html lang="en"><head><title>Partner</title></head><body><h1>Partner site</h1>${body}<p>Page end</p></body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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

test.describe("allowed sites", () => {
  test("the owner limits who may embed the form in Settings, and the page's header follows", async ({
    page,
    server,
  }) => {
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
});
