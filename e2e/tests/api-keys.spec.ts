import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, showTheme, test } from "../support/fixtures.js";
import { createForm } from "../support/forms-api.js";
import { shootBothThemes } from "../support/screens.js";

// API keys on the profile page: create one (shown once, copied), use it from outside the
// browser, see its last use in the list, revoke it, and find it refused from then on.

test.describe("API keys", () => {
  test.describe.configure({ timeout: 90_000 });

  test("creates a key shown once, lists its last use after an API call, and revokes it", async ({
    page,
    context,
    server,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const user = await createUser(server);
    const form = await createForm(server, user, { title: "Team lunch" });
    await signInAs(page, user);
    await page.goto("/user-profile");

    const card = page.getByRole("region", { name: "API keys" });
    await expect(card.getByText("No API keys yet.")).toBeVisible();
    await showTheme(page, "light");
    await expectAccessible(page);
    await showTheme(page, "dark");
    await expectAccessible(page);
    await showTheme(page, "light");

    await card.getByRole("button", { name: "Create key" }).click();
    await expect(card.getByLabel("Name")).toHaveAccessibleDescription("Enter a name for the key");
    await card.getByLabel("Name").fill("Nightly export");
    await card.getByRole("radio", { name: /Read and write/ }).check();
    await card.getByRole("button", { name: "Create key" }).click();

    const shown = card.getByRole("status").locator("code");
    await expect(shown).toHaveText(/^flk_[A-Za-z0-9_-]{43}$/);
    const key = (await shown.textContent()) ?? "";
    await card.getByRole("button", { name: "Copy key" }).click();
    await expect(page.getByText("API key copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    const list = card.getByRole("list", { name: "API keys" });
    const item = list.getByRole("listitem").filter({ hasText: "Nightly export" });
    await expect(item).toContainText(key.slice(0, 12));
    await expect(item).toContainText("Read and write");
    await expect(item).toContainText(/Last used\s*Never/);
    await expect(page.getByText("API key copied to clipboard")).toBeHidden();
    await showTheme(page, "light");
    await expectAccessible(page);
    await showTheme(page, "dark");
    await expectAccessible(page);
    await showTheme(page, "light");
    await shootBothThemes(page, "api-keys-created");

    await card.getByRole("button", { name: "I have copied it" }).click();
    await expect(card.getByText(key)).toHaveCount(0);

    const call = () =>
      fetch(`${server.url}/api/forms/${form._id}`, { headers: { authorization: `Bearer ${key}` } });
    const used = await call();
    expect(used.status).toBe(200);
    expect((await used.json()).data.title).toBe("Team lunch");

    await page.reload();
    await expect(item).not.toContainText(/Last used\s*Never/);
    await expect(item.locator("time").first()).toHaveAttribute("datetime", /^\d{4}-/);
    await shootBothThemes(page, "api-keys-used");

    await item.getByRole("button", { name: "Revoke key Nightly export" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Revoke “Nightly export”?" });
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Revoke key" }).click();
    await expect(page.getByText("Key “Nightly export” revoked")).toBeVisible();
    await expect(card.getByText("No API keys yet.")).toBeVisible();
    expect((await call()).status).toBe(401);
  });
});
