import { readFileSync } from "node:fs";
import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createForm } from "../support/forms-api.js";
import { captureScreens } from "../support/screens.js";

// The owner's app speaks the user's language: the one picked in Profile, else the browser's.
// The expected words are read from the app's own catalogues, so a reworded translation does not
// break the test, while an English text left on a German screen does.

type Catalogue = Record<string, string>;

const catalogue = (language: string): Catalogue =>
  JSON.parse(
    readFileSync(
      new URL(`../../apps/web/src/locales/app/${language}.json`, import.meta.url),
      "utf8",
    ),
  );

const english = catalogue("en");
const german = catalogue("de");

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The German of an English text of the app (any id that says it), as an exact pattern. */
function inGerman(text: string): RegExp {
  const said = Object.keys(english)
    .filter((id) => english[id] === text)
    .map((id) => german[id]);
  if (said.length === 0) throw new Error(`No text of the app says "${text}"`);
  return new RegExp(
    `^(${[...new Set(said)].map((words) => escapeForPattern(String(words))).join("|")})$`,
  );
}

test.describe("the app's language", () => {
  test.describe.configure({ timeout: 60_000 });

  test("a user picks German in Profile: every screen speaks it, after a reload too, until English is picked back", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await createForm(server, user, { title: "Elternabend" });
    await signInAs(page, user);
    await page.goto("/user-profile");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Account Management" })).toBeVisible();

    await main.getByRole("combobox", { name: "Language" }).click();
    await page.getByRole("option", { name: "Deutsch" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      inGerman("Account Management"),
    );
    await expect(main.getByRole("combobox", { name: inGerman("Language") })).toHaveText("Deutsch");
    await expectAccessible(page);

    await page.goto("/dashboard");
    await expect(main.getByRole("heading", { name: "Elternabend" })).toBeVisible();
    await expect(
      main
        .getByRole("navigation", { name: inGerman("Breadcrumb") })
        .getByText(inGerman("Dashboard")),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: inGerman("Open account menu") })).toBeVisible();
    await captureScreens(page, "app-german-dashboard");
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole("button", { name: inGerman("Open account menu") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");

    await page.goto("/user-profile");
    await main.getByRole("combobox", { name: inGerman("Language") }).click();
    await page.getByRole("option", { name: "English" }).click();
    await expect(main.getByRole("heading", { level: 1, name: "Account Management" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a user reading Arabic gets the app right to left, its tabs and typed text included", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    await signInAs(page, user);
    await page.addInitScript(() => localStorage.setItem("formloom:app-language", "ar"));
    await page.goto("/user-profile");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const tabs = page.getByRole("main").getByRole("tablist");
    await expect(tabs).toBeVisible();
    // Radix's widgets take the direction from the app, not from <html dir>.
    expect(await tabs.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
    await expectAccessible(page);
  });

  test.describe("in a German browser", () => {
    test.use({ locale: "de-DE" });

    test("the sign-in screen speaks German before anyone picks a language", async ({ page }) => {
      await page.goto("/login");
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: inGerman("Sign In") })).toBeVisible();
      await expect(
        main.getByText(inGerman("Enter your credentials to access your account")),
      ).toBeVisible();
      await expect(main.getByRole("link", { name: inGerman("Forgot Password?") })).toHaveAttribute(
        "href",
        "/forgot-password",
      );
      await expectAccessible(page);
    });
  });
});
