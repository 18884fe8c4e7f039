import { createUser, signInAs, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, createForm, getForm, listForms } from "../support/forms-api.js";
import { shootBothThemes } from "../support/screens.js";

// The owner's side of response controls and quiz scores: the dashboard's Accepting responses
// switch, and scores held back until the owner releases them. Both need the server part of
// form settings (PUT /api/forms/{id}/settings, POST /api/forms/{id}/release-scores).

type FormWithSettings = { settings: { acceptingResponses: boolean } };

test.describe("response controls (owner)", () => {
  // Each test signs up real users (captcha and mail) first; busy CI machines need the headroom.
  test.describe.configure({ timeout: 90_000 });

  test("the dashboard card switches a form's accepting responses, kept after a reload", async ({
    page,
    server,
  }) => {
    const user = await createUser(server);
    const form = await createForm(server, user, { title: "Team lunch" });
    await signInAs(page, user);
    await page.goto("/dashboard");
    const card = page.getByRole("main").getByRole("article", { name: "Team lunch" });
    const toggle = card.getByRole("switch", { name: "Accepting responses" });
    await expect(toggle).toBeChecked();
    await expectAccessible(page);

    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).not.toBeChecked();
    await expect
      .poll(async () => {
        const stored = (await getForm(server, user, form._id)) as unknown as FormWithSettings;
        return stored.settings.acceptingResponses;
      })
      .toBe(false);
    const [summary] = (await listForms(server, user)) as unknown as Array<{
      acceptingResponses: boolean;
    }>;
    expect(summary?.acceptingResponses).toBe(false);
    await shootBothThemes(page, "dashboard-accepting");

    await page.reload();
    await expect(card.getByRole("switch", { name: "Accepting responses" })).not.toBeChecked();
    await card.getByRole("switch", { name: "Accepting responses" }).click();
    await expect
      .poll(async () => {
        const stored = (await getForm(server, user, form._id)) as unknown as FormWithSettings;
        return stored.settings.acceptingResponses;
      })
      .toBe(true);
  });

  test("a quiz that releases scores later: 'Score not released yet' until the owner releases them", async ({
    page,
    browser,
    server,
  }) => {
    const owner = await createUser(server, { email: uniqueEmail("owner") });
    const stored = await callApi<{ _id: string; questions: Array<{ _id: string }> }>(
      server,
      owner,
      "POST",
      "/forms",
      {
        title: "Capitals quiz",
        description: "",
        questions: [
          {
            questionType: "text",
            questionText: "Capital of France",
            required: true,
            correctAnswer: ["Paris"],
            points: 3,
          },
        ],
        settings: { quiz: { releaseScore: "later", showCorrectAnswers: false } },
      },
    );
    await callApi(server, owner, "PUT", `/forms/${stored._id}/status`, { isPublic: true });
    const tess = await createUser(server, { name: "Tess Taker", email: uniqueEmail("tess") });
    await callApi(server, tess, "POST", `/responses/${stored._id}`, {
      answers: [{ questionId: stored.questions[0]!._id, answer: "Paris" }],
    });

    await signInAs(page, tess);
    await page.goto(`/quizzes/${stored._id}/results`);
    const rows = page.getByRole("table", { name: "Your attempts" }).locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Score not released yet");
    await expectAccessible(page);
    await shootBothThemes(page, "quiz-results-not-released");

    const ownerContext = await browser.newContext({ baseURL: server.url });
    const ownerPage = await ownerContext.newPage();
    await signInAs(ownerPage, owner);
    await ownerPage.goto(`/forms/${stored._id}/responses`);
    const main = ownerPage.getByRole("main");
    await expect(main.getByText(/Scores not released yet/)).toBeVisible();
    await expectAccessible(ownerPage);
    await shootBothThemes(ownerPage, "responses-release-scores");
    await main.getByRole("button", { name: "Release scores" }).click();
    await expect(ownerPage.getByText("Scores released", { exact: true })).toBeVisible();
    await expect(main.getByText(/Last released/)).toBeVisible();
    await ownerContext.close();

    await page.reload();
    await expect(rows.first().locator("td")).toHaveText(["#1", /\d/, "3/3", "100%", "Excellent"]);
  });
});
