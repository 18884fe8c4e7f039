import type { Page } from "@playwright/test";
import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createForm, createForms, getForm, listForms } from "../support/forms-api.js";

const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix} ${String(i + 1).padStart(2, "0")}`);

/** The titles of the cards on screen, in order. */
const cardTitles = (page: Page) => page.getByRole("article").getByRole("heading").allTextContents();

test.describe("dashboard", () => {
  // Each test signs up a real user (captcha and mail) first; busy CI machines need the headroom.
  test.describe.configure({ timeout: 60_000 });

  test("a new user sees the empty state, then the card of the form they created", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await signInAs(page, user);
    await page.goto("/dashboard");

    await expect(page).toHaveTitle("Dashboard | Formloom");
    const main = page.getByRole("main");
    const breadcrumb = main.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByText("Dashboard")).toHaveAttribute("aria-current", "page");
    await expect(main.getByRole("heading", { level: 1, name: "Your Forms (0)" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "No forms yet" })).toBeVisible();
    await expect(
      main.getByText("Create your first form to start collecting responses"),
    ).toBeVisible();
    await expect(main.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    await expectAccessible(page);

    const form = await createForm(server, user, {
      title: "Team lunch",
      description: "Where shall we eat on Friday?",
    });
    await createForm(server, user, {
      title: "No description",
      questions: [
        { questionType: "text", questionText: "One" },
        { questionType: "rating", questionText: "Two", maxRating: 5 },
      ],
    });
    await page.reload();
    await expect(main.getByRole("heading", { level: 1, name: "Your Forms (2)" })).toBeVisible();
    const card = main.getByRole("article", { name: "Team lunch" });
    await expect(card.getByText("0 response", { exact: true })).toBeVisible();
    await expect(card.getByText("Where shall we eat on Friday?")).toBeVisible();
    await expect(card.getByText(/^Created on \w+/)).toBeVisible();
    await expect(card.getByRole("switch", { name: "Private" })).not.toBeChecked();
    await expect(card.getByRole("link", { name: "Edit form" })).toHaveAttribute(
      "href",
      `/forms/${form._id}/edit`,
    );
    await expect(card.getByRole("link", { name: "View form" })).toHaveAttribute(
      "href",
      `/forms/${form._id}/view`,
    );
    await expect(card.getByRole("link", { name: "Responses" })).toHaveAttribute(
      "href",
      `/forms/${form._id}/responses`,
    );
    await expect(
      main.getByRole("article", { name: "No description" }).getByText("2 questions"),
    ).toBeVisible();
    await expectAccessible(page);

    await card.getByRole("link", { name: "Edit form" }).click();
    await expect(page).toHaveURL(new RegExp(`/forms/${form._id}/edit$`));
    await expect(page.getByPlaceholder("Form Title")).toHaveValue("Team lunch");
  });

  test("searches with a debounce and pages through 25 forms, all in the address", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await createForms(server, user, numbered("Survey", 25));
    await signInAs(page, user);
    await page.goto("/dashboard");
    const main = page.getByRole("main");

    await expect(main.getByRole("heading", { level: 1, name: "Your Forms (25)" })).toBeVisible();
    expect(await cardTitles(page)).toEqual(numbered("Survey", 25).reverse().slice(0, 10));
    const pagination = main.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("button", { name: "Prev" })).toBeDisabled();
    await expect(pagination.getByRole("button", { name: /^Page \d+$/ })).toHaveText([
      "1",
      "2",
      "3",
    ]);
    await expectAccessible(page);

    await pagination.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/dashboard\?page=2$/);
    await expect(main.getByRole("article").first()).toContainText("Survey 15");
    await expect(pagination.getByRole("button", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await pagination.getByRole("button", { name: "Page 3" }).click();
    await expect(page).toHaveURL(/\/dashboard\?page=3$/);
    await expect(main.getByRole("article")).toHaveCount(5);
    expect(await cardTitles(page)).toEqual(numbered("Survey", 5).reverse());
    await expect(pagination.getByRole("button", { name: "Next" })).toBeDisabled();

    await pagination.getByRole("button", { name: "Prev" }).click();
    await expect(page).toHaveURL(/\/dashboard\?page=2$/);

    // Typing fires one search, 300 ms after the last key, starting again at page 1.
    const searches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/forms" && url.searchParams.has("search"))
        searches.push(url.search);
    });
    await main.getByPlaceholder("Search forms...").pressSequentially("survey 1", { delay: 40 });
    await expect(page).toHaveURL(/\/dashboard\?search=survey\+1$/);
    await expect(main.getByRole("heading", { level: 1, name: "Your Forms (10)" })).toBeVisible();
    expect(await cardTitles(page)).toEqual(numbered("Survey", 19).slice(9).reverse());
    await expect(main.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    // One search for the whole query, not one per key (a machine that stalls longer than the
    // debounce between two keys may add one for what was typed by then).
    expect(searches.at(-1)).toBe("?search=survey+1&page=1&limit=10");
    expect(searches.length).toBeLessThan("survey 1".length / 2);

    await main.getByPlaceholder("Search forms...").fill("no such form");
    await expect(main.getByRole("heading", { name: "No forms match your search" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 1, name: "Your Forms (0)" })).toBeVisible();

    await main.getByRole("button", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(main.getByRole("heading", { level: 1, name: "Your Forms (25)" })).toBeVisible();

    // The address alone is enough to come back to a search and a page size.
    await page.goto("/dashboard?search=Survey%202&limit=3&page=2");
    await expect(main.getByPlaceholder("Search forms...")).toHaveValue("Survey 2");
    await expect(main.getByRole("heading", { level: 1, name: "Your Forms (6)" })).toBeVisible();
    expect(await cardTitles(page)).toEqual(["Survey 22", "Survey 21", "Survey 20"]);
  });

  test("toggles visibility, copies the share link and shows its QR code", async ({
    page,
    context,
    server,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const user = await createUser(server);
    const form = await createForm(server, user, { title: "Share me" });
    await signInAs(page, user);
    await page.goto("/dashboard");
    const card = page.getByRole("article", { name: "Share me" });

    // The switch's name says the state: Private, then Public once switched.
    const visibility = card.getByRole("switch", { name: /^(Private|Public)$/ });
    await expect(visibility).toHaveAccessibleName("Private");
    await visibility.click();
    await expect(page.getByText("Form is now public.")).toBeVisible();
    await expect(visibility).toBeChecked();
    await expect(visibility).toHaveAccessibleName("Public");
    expect((await getForm(server, user, form._id)).isPublic).toBe(true);
    await visibility.click();
    await expect(page.getByText("Form is now private.")).toBeVisible();
    await expect(visibility).not.toBeChecked();
    await expect(visibility).toHaveAccessibleName("Private");
    expect((await getForm(server, user, form._id)).isPublic).toBe(false);

    // A failed update says so and leaves the switch as it was.
    await page.route("**/api/forms/*/status", (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, message: "boom" } }),
    );
    await visibility.click();
    await expect(page.getByText("Failed to update visibility.")).toBeVisible();
    await expect(visibility).not.toBeChecked();
    await page.unroute("**/api/forms/*/status");

    // A public form's link is copied as is (a private one's copy warns: share.spec.ts). The
    // change's own toast comes first: it would replace the copy's, which shares its place.
    await visibility.click();
    await expect(page.getByText("Form is now public.")).toBeVisible();
    await expect(visibility).toBeChecked();
    const shareLink = `${server.url}/forms/${form._id}/view`;
    await card.getByRole("button", { name: "Copy share link" }).click();
    await expect(page.getByText("Share link copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);
    // A toast fading out while axe reads its colours gives a contrast it never shows at rest.
    await expect(page.getByText("Share link copied to clipboard!")).toBeHidden();

    await card.getByRole("button", { name: "Show QR code" }).click();
    const dialog = page.getByRole("dialog", { name: "QR code" });
    await expect(
      dialog.getByRole("img", { name: "QR code of the link to Share me" }),
    ).toBeVisible();
    await expect(dialog.getByText(shareLink)).toBeVisible();
    await expectAccessible(page);
    const download = page.waitForEvent("download");
    await dialog.getByRole("link", { name: "Download PNG" }).click();
    expect((await download).suggestedFilename()).toBe("share-me-qr.png");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("deletes a form after confirmation and pulls in the first form of the next page", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await createForms(server, user, numbered("Poll", 12));
    await signInAs(page, user);
    await page.goto("/dashboard");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Your Forms (12)" })).toBeVisible();
    expect(await cardTitles(page)).not.toContain("Poll 02");

    const calls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/forms"))
        calls.push(`${request.method()} ${url.pathname}${url.search}`);
    });

    const card = main.getByRole("article", { name: "Poll 12" });
    await card.getByRole("button", { name: "Delete form" }).click();
    const dialog = page.getByRole("alertdialog", {
      name: "Are you sure you want to delete this form?",
    });
    await expect(
      dialog.getByText("This action cannot be undone. All responses will be permanently deleted."),
    ).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole("button", { name: "Delete form" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Form deleted successfully")).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(main.getByRole("heading", { level: 1, name: "Your Forms (11)" })).toBeVisible();
    await expect(main.getByRole("article")).toHaveCount(10);
    expect((await cardTitles(page)).at(-1)).toBe("Poll 02");
    // SPEC §7: the next page is read (with the search) before the delete.
    const deleteAt = calls.findIndex((call) => call.startsWith("DELETE"));
    expect(calls.slice(0, deleteAt)).toContain("GET /api/forms?page=2&limit=10");
    expect((await listForms(server, user, "?limit=100")).map((f) => f.title)).not.toContain(
      "Poll 12",
    );

    // The only form of the last page goes: the dashboard falls back to the page before.
    await page.goto("/dashboard?page=2");
    await expect(main.getByRole("article")).toHaveCount(1);
    await main
      .getByRole("article", { name: "Poll 01" })
      .getByRole("button", { name: "Delete form" })
      .click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(main.getByRole("heading", { level: 1, name: "Your Forms (10)" })).toBeVisible();
    await expect(main.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
  });
});
