import type { Locator, Page } from "@playwright/test";
import {
  type AdminSession,
  adminServerEnv,
  callWithToken,
  loginAdmin,
  storeAdminData,
} from "../support/admin-api.js";
import {
  createUser,
  signInAs,
  solveCaptcha,
  TEST_PASSWORD,
  type TestUser,
} from "../support/api-users.js";
import { expect, test } from "../support/fixtures.js";
import { callApi, createForm, type StoredForm } from "../support/forms-api.js";
import { layoutSettled } from "../support/layout-settled.js";
import { submitAnswers } from "../support/quiz-api.js";
import { shootBothThemes } from "../support/screens.js";
import type { RunningServer } from "../support/server.js";

test.use({ serverEnv: adminServerEnv("phone-overflow") });
// The tests share one seeded server and run in order.
test.describe.configure({ mode: "default" });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

// Unbroken words and URLs as people paste them: no space for the browser to wrap at.
const LONG_WORD = "Supercalifragilisticexpialidocious".repeat(3);
const LONG_URL = `https://example.org/${"very-long-path-segment-".repeat(5)}end?query=${"x".repeat(40)}`;
const LONG_NAME = "Bartholomewmaximilianalexandervonwolfeschlegelsteinh";
const LONG_EMAIL = `averyveryverylongunbrokenlocalpart${Date.now().toString(36).slice(-6)}@example.org`;

const PATTERN_TITLE = `Pattern${"Supercalifragilisticexpialidocious".repeat(2)}`;

const QUESTION = {
  text: `Your website ${LONG_URL}`,
  choice: `Pick one ${LONG_WORD}`,
  boxes: `Tick any ${LONG_WORD}`,
};

let owner: TestUser;
let form: StoredForm;
let admin: AdminSession;

test.beforeAll(async ({ server }) => {
  test.setTimeout(90_000);
  owner = await createUser(server, { name: LONG_NAME, email: LONG_EMAIL });
  form = await createForm(server, owner, {
    title: `Title${LONG_WORD}`,
    description: `Read ${LONG_URL} first. ${LONG_WORD}`,
    questions: [
      { questionType: "text", questionText: QUESTION.text, correctAnswer: [LONG_URL] },
      {
        questionType: "multipleChoice",
        questionText: QUESTION.choice,
        options: [`A${LONG_WORD}`, "Short"],
        correctAnswer: [`A${LONG_WORD}`],
      },
      {
        questionType: "checkbox",
        questionText: QUESTION.boxes,
        options: [`B${LONG_WORD}`, LONG_URL],
        correctAnswer: [LONG_URL],
      },
    ],
  });
  await callApi(server, owner, "PUT", `/forms/${form._id}/status`, { isPublic: true });
  // An API key named with one long word, listed on the profile page.
  await callApi(server, owner, "POST", "/users/api-keys", {
    name: LONG_WORD.slice(0, 100),
    scope: "read-write",
    expiresInDays: 90,
  });
  const answers = {
    [QUESTION.text]: LONG_URL,
    [QUESTION.choice]: `A${LONG_WORD}`,
    [QUESTION.boxes]: [`B${LONG_WORD}`, LONG_URL],
  };
  // Signed in, so the long name and email show as the respondent, and as a guest.
  await submitAnswers(server, form, answers, owner.session.token);
  await submitAnswers(server, form, answers);
  admin = await loginAdmin(server);
  const pattern = await callWithToken(server, admin.token, "POST", "/admin/regex", {
    title: PATTERN_TITLE,
    regex: `^(${"abcdefghij".repeat(12)})$`,
    errorMessage: `Please match ${LONG_WORD}`,
    name: PATTERN_TITLE,
    type: "default",
    maxLength: 0,
    isRequired: false,
    active: true,
  });
  if (pattern.status >= 300) throw new Error(`pattern: ${pattern.json.message}`);
  await addUnverifiedInactiveUser(server, admin);
});

/** A second users-table row with the wider badge and status: Not Verified, Inactive. */
async function addUnverifiedInactiveUser(server: RunningServer, admin: AdminSession) {
  const email = LONG_EMAIL.replace("avery", "unver");
  const registered = await callWithToken(server, null, "POST", "/users/register", {
    name: `${LONG_NAME.slice(0, 40)} Second`,
    email,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    "g-recaptcha-response": await solveCaptcha(server),
  });
  if (registered.status >= 300) throw new Error(`register: ${registered.json.message}`);
  const users = await callWithToken<Array<{ _id: string; email: string }>>(
    server,
    admin.token,
    "GET",
    "/admin/users",
  );
  const user = users.json.data.find((candidate) => candidate.email === email);
  if (!user) throw new Error("the unverified user is not listed");
  await callWithToken(server, admin.token, "PUT", "/admin/users", { _id: user._id, active: false });
}

/** Fails when the page is wider than the viewport (it would scroll sideways and zoom out). */
async function expectNoHorizontalOverflow(page: Page, screen: string) {
  await layoutSettled(page);
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => {
    const width = window.innerWidth;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    // The innermost elements past the right edge name what to fix.
    const culprits = Array.from(document.body.querySelectorAll("*"))
      .filter((element) => sticksOut(element) && !Array.from(element.children).some(sticksOut))
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprits };
  });
  expect(
    scrollWidth,
    `${screen}: page ${scrollWidth} px wide in ${innerWidth} px; sticking out: ${culprits.join(" ")}`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** A control is usable when it lies within the viewport's width, after its region scrolls it in. */
async function expectWithinViewport(page: Page, control: Locator, what: string) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${what} is not laid out`).not.toBeNull();
  expect(box?.x ?? -1, `${what} starts off screen`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${what} ends off screen`).toBeLessThanOrEqual(width);
}

async function visit(page: Page, url: string, ready: Locator, name: string) {
  await page.goto(url);
  await expect(ready).toBeVisible();
  await expectNoHorizontalOverflow(page, name);
  await shootBothThemes(page, name);
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`long words, URLs and emails at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the dashboard cards wrap and keep their Responses button on screen", async ({ page }) => {
      await signInAs(page, owner);
      const card = page.getByRole("main").getByRole("article").first();
      await visit(page, "/dashboard", card, `dashboard-${viewport.width}`);
      await expectWithinViewport(
        page,
        page
          .getByRole("main")
          .getByRole("link", { name: /Responses/ })
          .first(),
        "the card's Responses button",
      );

      await page.getByRole("button", { name: "Show QR code" }).first().click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const sticking = await dialog.evaluate((element) =>
        Array.from(element.querySelectorAll("*"))
          .filter((child) => child.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((child) => child.tagName.toLowerCase()),
      );
      expect(sticking, "the QR dialog's content runs off screen").toEqual([]);
      await shootBothThemes(page, `dashboard-qr-${viewport.width}`);
    });

    test("the builder and its preview wrap the title, description, questions and options", async ({
      page,
    }) => {
      await signInAs(page, owner);
      await visit(
        page,
        `/forms/${form._id}/edit`,
        page.getByRole("button", { name: /Save/ }).first(),
        `builder-${viewport.width}`,
      );
      await page.getByRole("tab", { name: "Preview" }).click();
      await expect(page.getByRole("radio").first()).toBeVisible();
      await expectNoHorizontalOverflow(page, `builder-preview-${viewport.width}`);
      await shootBothThemes(page, `builder-preview-${viewport.width}`);
    });

    test("the public form wraps its texts and options", async ({ page }) => {
      await visit(
        page,
        `/forms/${form._id}/view`,
        page.getByRole("button", { name: "Submit" }),
        `public-form-${viewport.width}`,
      );
    });

    for (const tab of ["individual", "summary", "attempts"]) {
      test(`the responses page's ${tab} tab wraps answers and emails`, async ({ page }) => {
        await signInAs(page, owner);
        await visit(
          page,
          `/forms/${form._id}/responses?tab=${tab}`,
          page.getByRole("tabpanel"),
          `responses-${tab}-${viewport.width}`,
        );
      });
    }

    test("the quiz results wrap the form's title", async ({ page }) => {
      await signInAs(page, owner);
      await visit(
        page,
        `/quizzes/${form._id}/results`,
        page.getByRole("heading", { level: 1 }),
        `quiz-results-${viewport.width}`,
      );
    });

    for (const tab of ["received", "submitted"]) {
      test(`the responses hub's ${tab} tab wraps titles and emails`, async ({ page }) => {
        await signInAs(page, owner);
        await visit(
          page,
          `/responses?tab=${tab}`,
          page.getByRole("tabpanel"),
          `hub-${tab}-${viewport.width}`,
        );
      });
    }

    test("the profile and the account menu fit the long name and email", async ({ page }) => {
      await signInAs(page, owner);
      await visit(
        page,
        "/user-profile",
        page.getByRole("list", { name: "API keys" }).getByText(LONG_WORD.slice(0, 100)),
        `profile-${viewport.width}`,
      );
      await expect(page.getByRole("main").getByText(LONG_EMAIL).first()).toBeVisible();
      // The account menu cuts the long email to one line and gives it whole on hover.
      await page.getByRole("button", { name: "Open account menu" }).click();
      const menu = page.getByRole("menu");
      await expect(menu.getByText(LONG_EMAIL)).toHaveAttribute("title", LONG_EMAIL);
      await expectWithinViewport(page, menu, "the account menu");
    });

    test("the audit logs wrap long titles, emails and ids", async ({ page, server }) => {
      // Phones read the events as cards, wider screens as a table.
      const events = (name: string) =>
        viewport === PHONE ? page.getByRole("list", { name }) : page.getByRole("table", { name });
      const workspaces = await callApi<Array<{ _id: string; isPersonal: boolean }>>(
        server,
        owner,
        "GET",
        "/workspaces",
      );
      const personal = workspaces.find((each) => each.isPersonal);
      await signInAs(page, owner);
      await visit(
        page,
        `/workspaces/${personal?._id}/audit`,
        events("Audit log").getByText(`Title${LONG_WORD}`, { exact: false }).first(),
        `audit-log-${viewport.width}`,
      );
      await storeAdminData(page, admin);
      await visit(
        page,
        "/admin/audit",
        events("Audit log").getByText(PATTERN_TITLE, { exact: false }).first(),
        `admin-audit-log-${viewport.width}`,
      );
    });
  });
}

const adminScreens = [
  {
    url: "/admin/users",
    table: "Users",
    role: "link",
    action: `Edit ${LONG_NAME}`,
    name: "admin-users",
  },
  {
    url: "/admin/regex",
    table: "Regex patterns",
    role: "button",
    action: `Delete ${PATTERN_TITLE}`,
    name: "admin-regex",
  },
] as const;

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`admin tables at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const screen of adminScreens) {
      test(`${screen.url} keeps its Actions column reachable`, async ({ page }) => {
        await storeAdminData(page, admin);
        const table = page.getByRole("table", { name: screen.table });
        const name = `${screen.name}-${viewport.width}`;
        await visit(page, screen.url, table, name);
        const control = table.getByRole(screen.role, { name: screen.action });
        await expect(control).toHaveCount(1);
        if (viewport === DESKTOP) {
          // At 1280 px the whole row fits: the Actions column shows without scrolling.
          const region = page.getByRole("region", { name: screen.table });
          const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
          expect(
            overflow,
            `${name}: table wider than its box by ${overflow} px`,
          ).toBeLessThanOrEqual(0);
        } else {
          // On a phone the rest of the columns are a scroll away, and the table says so.
          await expect(page.getByText("Scroll for more").first()).toBeVisible();
        }
        await expectWithinViewport(page, control, `${name}: ${screen.action}`);
      });
    }
  });
}
