import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, createForm } from "../support/forms-api.js";
import { shootBothThemes } from "../support/screens.js";

// Spam protection of a public form: the owner turns it on from the Share menu's suggestion; a
// person's browser passes its checks unseen; a bot's post (no proof, the honeypot filled) is
// refused, stored nowhere, and counted for the owner.

const QUESTION = "What is your name?";

test.describe("spam protection", () => {
  // Sign-ups solve captchas and every screen is scanned in both themes.
  test.describe.configure({ timeout: 120_000 });

  test("a person's answers pass while a bot's are refused and counted", async ({
    page,
    browser,
    server,
  }) => {
    const owner = await createUser(server);
    const form = await createForm(server, owner, { title: "Garden club" });
    await callApi(server, owner, "PUT", `/forms/${form._id}/status`, { isPublic: true });

    await signInAs(page, owner);
    await page.goto(`/forms/${form._id}/edit`);
    await expect(page.getByRole("textbox", { name: "Form Title" })).toHaveValue("Garden club");
    await page.getByRole("button", { name: "Share" }).click();
    const menu = page.getByRole("dialog", { name: "Share" });
    await expect(menu.getByText(/Spam protection keeps them out/)).toBeVisible();
    await expectAccessible(page);
    await shootBothThemes(page, "spam-protection-suggestion");
    await menu.getByRole("button", { name: "Turn on spam protection" }).click();

    const sheet = page.getByRole("dialog", { name: "Settings" });
    await sheet.getByRole("switch", { name: "Protect with a proof-of-work check" }).click();
    await sheet.getByRole("switch", { name: "Honeypot field" }).click();
    await sheet.getByRole("switch", { name: "Minimum time to submit" }).click();
    const seconds = sheet.getByRole("spinbutton", { name: "Seconds" });
    await expect(seconds).toHaveValue("3");
    await seconds.fill("2");
    await expect(sheet.getByText(/within 2 seconds of opening the form/)).toBeVisible();
    await expect(sheet.getByText("0 submissions blocked as spam")).toBeVisible();
    await expectAccessible(page);
    await shootBothThemes(page, "spam-protection-settings");
    await sheet.getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: "Save Form" }).click();
    await expect(page.getByText("Form updated successfully!")).toBeVisible();

    // A person: the proof is solved in the background while they answer.
    const context = await browser.newContext({ baseURL: server.url });
    const respondent = await context.newPage();
    await respondent.goto(`/forms/${form._id}/view`);
    const main = respondent.getByRole("main");
    await main.getByLabel(QUESTION).fill("Ada Lovelace");
    await expectAccessible(respondent);
    await shootBothThemes(respondent, "spam-protected-form");
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();

    // A bot on the page fills in every field it finds, the hidden one too.
    await respondent.goto(`/forms/${form._id}/view`);
    await main.getByLabel(QUESTION).fill("Buy cheap watches");
    await respondent.locator('input[name="website"]').fill("https://spam.example");
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(
      respondent.getByText("The submission filled in a field people leave empty", { exact: false }),
    ).toBeVisible();
    await expect(main.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);

    // A script posting straight to the API, without the page's checks.
    const scripted = await context.request.post(`/api/responses/${form._id}`, {
      data: { answers: [{ questionId: form.questions[0]!._id, answer: "Spam" }] },
    });
    expect(scripted.status()).toBe(400);
    expect((await scripted.json()).code).toBe("SPAM_TOO_FAST");
    await context.close();

    const stored = await callApi<Array<{ answers: unknown }>>(
      server,
      owner,
      "GET",
      `/responses/${form._id}`,
    );
    expect(stored).toHaveLength(1);
    // Saving went to the dashboard: the owner opens the form again.
    await page.goto(`/forms/${form._id}/edit`);
    await page.getByRole("button", { name: "Settings" }).click();
    await expect(sheet.getByText("2 submissions blocked as spam")).toBeVisible();
  });
});
