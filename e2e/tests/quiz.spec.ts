import type { Page } from "@playwright/test";
import { createUser, signInAs, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createForm } from "../support/forms-api.js";
import { createPublicQuiz, QUIZ, submitAnswers, uploadAnswerFile } from "../support/quiz-api.js";
import { captureScreens } from "../support/screens.js";

const cardValue = (page: Page, label: string) =>
  page
    .getByRole("main")
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd");

test.describe("quiz results", () => {
  test("a respondent sees their attempts newest first, with cards and results", async ({
    page,
    server,
  }) => {
    const owner = await createUser(server, { email: uniqueEmail("owner") });
    const quiz = await createPublicQuiz(server, owner, { title: "Planets quiz" });
    const tess = await createUser(server, { name: "Tess Taker", email: uniqueEmail("tess") });
    const token = tess.session.token;
    const attempt = async (planet: string, colours: string[]) =>
      submitAnswers(
        server,
        quiz,
        {
          [QUIZ.name]: "Tess",
          [QUIZ.capital]: "Paris",
          [QUIZ.planet]: planet,
          [QUIZ.colours]: colours,
          [QUIZ.rating]: 4,
          [QUIZ.ticket]: await uploadAnswerFile(server, quiz, QUIZ.ticket, token),
        },
        token,
      );
    await attempt("Saturn", ["Red", "Blue", "Yellow"]); // 2/3: 67%, Satisfactory
    await attempt("Jupiter", ["Red", "Blue", "Yellow"]); // 3/3: 100%, Excellent
    await attempt("Mars", ["Green"]); // 1/3: 33%, Failed

    await signInAs(page, tess);
    await page.goto(`/quizzes/${quiz._id}/results`);
    await expect(page).toHaveTitle("Quiz Results | Formloom");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Planets quiz" })).toBeVisible();
    await expect(cardValue(page, "Total Attempts")).toHaveText("3");
    await expect(cardValue(page, "Average")).toHaveText("67%");
    await expect(cardValue(page, "Highest")).toHaveText("100%");
    await expect(cardValue(page, "Lowest")).toHaveText("33%");

    const rows = main.getByRole("table", { name: "Your attempts" }).locator("tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0).locator("td")).toHaveText(["#3", /\d/, "1/3", "33%", "Failed"]);
    await expect(rows.nth(1).locator("td")).toHaveText(["#2", /\d/, "3/3", "100%", "Excellent"]);
    await expect(rows.nth(2).locator("td")).toHaveText(["#1", /\d/, "2/3", "67%", "Satisfactory"]);
    await expectAccessible(page);
    await captureScreens(page, "quiz-results");

    await expect(main.getByRole("link", { name: "Take Quiz Again" })).toHaveAttribute(
      "href",
      `/forms/${quiz._id}/view`,
    );
    await main.getByRole("link", { name: "Back to Quizzes" }).click();
    await expect(page).toHaveURL(/\/responses\?tab=submitted$/);
    await expect(page.getByRole("tab", { name: "Submitted" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(
      page.getByRole("table", { name: "Submitted responses" }).locator("tbody tr"),
    ).toHaveCount(3);
  });

  test("says 'No Attempts Yet' before the first attempt and 'Quiz Not Found' for hidden ones", async ({
    page,
    server,
  }) => {
    const owner = await createUser(server, { email: uniqueEmail("owner") });
    const quiz = await createPublicQuiz(server, owner, { title: "Untried quiz" });
    const hidden = await createForm(server, owner, { title: "Private quiz" });
    const visitor = await createUser(server, { email: uniqueEmail("visitor") });
    await signInAs(page, visitor);

    await page.goto(`/quizzes/${quiz._id}/results`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "No Attempts Yet" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Take Quiz Again" })).toHaveAttribute(
      "href",
      `/forms/${quiz._id}/view`,
    );
    await expectAccessible(page);

    await page.goto(`/quizzes/${hidden._id}/results`);
    await expect(main.getByRole("heading", { name: "Quiz Not Found" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Back to Quizzes" })).toHaveAttribute(
      "href",
      "/responses?tab=submitted",
    );
    await expectAccessible(page);
  });
});
