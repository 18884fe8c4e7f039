import { fillSignIn, tickCaptcha } from "../support/account-screens.js";
import { createUser, signInAs, type TestUser, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createPublicForm, readAnswers, updateSettings } from "../support/respond-forms.js";
import { captureScreens } from "../support/screens.js";

test.describe.configure({ mode: "default" });

const NAME_ONLY = [{ questionType: "text", questionText: "Your name", required: true }];

let owner: TestUser;

test.beforeAll(async ({ server }) => {
  owner = await createUser(server, { name: "Olive Owner", email: uniqueEmail("owner") });
});

test("a closed form shows its message instead of the questions, also when it closes mid-answer", async ({
  page,
  server,
}) => {
  const closed = await createPublicForm(server, owner, {
    title: "Summer camp sign-up",
    questions: NAME_ONLY,
    settings: {
      acceptingResponses: false,
      closedMessage: "Sign-ups are over.\nSee you next summer!",
    },
  });
  await page.goto(`/forms/${closed._id}/view`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Summer camp sign-up" })).toBeVisible();
  const message = main.getByText(/Sign-ups are over\./);
  await expect(message).toHaveText("Sign-ups are over.\nSee you next summer!", {
    useInnerText: true,
  });
  await expect(main.getByRole("textbox")).toHaveCount(0);
  await expectAccessible(page);
  await captureScreens(page, "closed-form");

  const open = await createPublicForm(server, owner, { title: "Bake sale", questions: NAME_ONLY });
  await page.goto(`/forms/${open._id}/view`);
  await main.getByLabel(/^Your name/).fill("Ada");
  await updateSettings(server, owner, open._id, {
    acceptingResponses: false,
    closedMessage: "The bake sale is full.",
  });
  await main.getByRole("button", { name: "Submit" }).click();
  await expect(main.getByText("The bake sale is full.")).toBeVisible();
  await expect(main.getByRole("textbox")).toHaveCount(0);
});

test("a one-per-person form asks a guest to sign in, takes one response, then says so", async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const form = await createPublicForm(server, owner, {
    title: "Team vote",
    questions: NAME_ONLY,
    settings: { onePerUser: true },
  });
  const voter = await createUser(server, { name: "Vera Voter", email: uniqueEmail("vera") });
  await page.goto(`/forms/${form._id}/view`);
  const main = page.getByRole("main");
  await expect(main.getByText("Please sign in to respond to this form")).toBeVisible();
  await expect(main.getByRole("textbox")).toHaveCount(0);
  await expectAccessible(page);
  await captureScreens(page, "one-per-person-sign-in");

  await main.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login\?from=/);
  await fillSignIn(page, voter.email, voter.password);
  await tickCaptcha(page);
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`/forms/${form._id}/view$`));

  // A second tab opened before the first response is refused when it submits.
  const secondTab = await page.context().newPage();
  await secondTab.goto(`/forms/${form._id}/view`);
  await secondTab
    .getByRole("main")
    .getByLabel(/^Your name/)
    .fill("Vera again");

  await main.getByLabel(/^Your name/).fill("Vera");
  await main.getByRole("button", { name: "Submit" }).click();
  await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(main.getByRole("button", { name: "Submit another response" })).toHaveCount(0);

  await secondTab.getByRole("main").getByRole("button", { name: "Submit" }).click();
  await expect(secondTab.getByRole("main").getByText("You have already responded")).toBeVisible();
  await secondTab.close();

  await page.reload();
  await expect(main.getByText("You have already responded")).toBeVisible();
  await expect(main.getByRole("textbox")).toHaveCount(0);
  await expectAccessible(page);
  await captureScreens(page, "already-responded");
  expect(await readAnswers(server, owner, form)).toEqual([{ "Your name": "Vera" }]);
});

test("a quiz that shows its score at once: points, right and wrong, feedback and correct answers", async ({
  page,
  server,
}) => {
  const quiz = await createPublicForm(server, owner, {
    title: "Capitals and planets",
    questions: [
      {
        questionType: "multipleChoice",
        questionText: "Capital of France?",
        required: true,
        options: ["Paris", "Lyon"],
        correctAnswer: ["Paris"],
        points: 2,
        feedback: { correct: "Well done!", incorrect: "It is Paris." },
      },
      {
        questionType: "multipleChoice",
        questionText: "Largest planet?",
        required: true,
        options: ["Jupiter", "Mars"],
        correctAnswer: ["Jupiter"],
        feedback: { correct: "", incorrect: "Jupiter is the largest." },
      },
    ],
    settings: { quiz: { releaseScore: "immediately", showCorrectAnswers: true } },
  });
  const student = await createUser(server, { name: "Sam Student", email: uniqueEmail("sam") });
  await signInAs(page, student);
  await page.goto(`/forms/${quiz._id}/view`);
  const main = page.getByRole("main");
  await main.getByLabel("Paris", { exact: true }).check();
  await main.getByLabel("Mars", { exact: true }).check();
  await main.getByRole("button", { name: "Submit" }).click();

  const score = main.getByRole("region", { name: "Your score" });
  await expect(score).toContainText("2 / 3 points · 67%");
  await expect(score.getByRole("progressbar", { name: "Score: 67%" })).toBeVisible();
  const [capital, planet] = [
    score.getByRole("listitem").nth(0),
    score.getByRole("listitem").nth(1),
  ];
  await expect(capital).toContainText("Capital of France?");
  await expect(capital).toContainText("Correct");
  await expect(capital).toContainText("2 / 2 points");
  await expect(capital).toContainText("Well done!");
  await expect(planet).toContainText("Incorrect");
  await expect(planet).toContainText("0 / 1 point");
  await expect(planet).toContainText("Your answer: Mars");
  await expect(planet).toContainText("Correct answer: Jupiter");
  await expect(planet).toContainText("Jupiter is the largest.");
  await expectAccessible(page);
  await captureScreens(page, "quiz-result");
});

test("the owner's confirmation replaces the default, then their page opens after a countdown", async ({
  page,
  server,
}) => {
  const form = await createPublicForm(server, owner, {
    title: "Newsletter",
    questions: NAME_ONLY,
    settings: {
      confirmationMessage: "Thanks for joining!\nWatch your inbox on Monday.",
      redirectUrl: "https://example.org/welcome",
    },
  });
  await page.route("https://example.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Welcome</title><h1>Welcome</h1>" }),
  );
  await page.goto(`/forms/${form._id}/view`);
  const main = page.getByRole("main");
  await main.getByLabel(/^Your name/).fill("Ada");
  await main.getByRole("button", { name: "Submit" }).click();

  await expect(main.getByText(/Thanks for joining!/)).toHaveText(
    "Thanks for joining!\nWatch your inbox on Monday.",
    { useInnerText: true },
  );
  await expect(main.getByText("Your response has been recorded.")).toHaveCount(0);
  await expect(main.getByText(/Taking you to example\.org in \d seconds?…/)).toBeVisible();
  await expect(main.getByRole("link", { name: "Go now" })).toHaveAttribute(
    "href",
    "https://example.org/welcome",
  );
  await expect(page).toHaveURL("https://example.org/welcome");

  // Another response; this time the respondent stays to read, then goes when they choose.
  await page.goto(`/forms/${form._id}/view`);
  await main.getByLabel(/^Your name/).fill("Ada");
  await main.getByRole("button", { name: "Submit" }).click();
  await main.getByRole("button", { name: "Stay on this page" }).click();
  await expect(main.getByText("You are staying on this page.")).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, "thank-you-confirmation");
  await main.getByRole("link", { name: "Go now" }).click();
  await expect(page).toHaveURL("https://example.org/welcome");
});

test("embedded, the owner's page opens in a new tab when the respondent chooses, never in the frame", async ({
  page,
  server,
}) => {
  const form = await createPublicForm(server, owner, {
    title: "Newsletter",
    questions: NAME_ONLY,
    settings: { redirectUrl: "https://example.org/welcome" },
  });
  await page
    .context()
    .route("https://example.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Welcome</title><h1>Welcome</h1>" }),
    );
  await page.goto(`/forms/${form._id}/view?embed=1`);
  const main = page.getByRole("main");
  await main.getByLabel(/^Your name/).fill("Ada");
  await main.getByRole("button", { name: "Submit" }).click();

  await expect(main.getByText("Next: a page on example.org, in a new tab.")).toBeVisible();
  await expect(main.getByText(/Taking you to/)).toHaveCount(0);
  await expectAccessible(page);
  await captureScreens(page, "thank-you-embedded-redirect", [375]);
  const opened = page.waitForEvent("popup");
  await main.getByRole("link", { name: "Go now" }).click();
  await expect(await opened).toHaveURL("https://example.org/welcome");
  await expect(page).toHaveURL(new RegExp(`/forms/${form._id}/view\\?embed=1$`));
});
