import type { Locator, Page } from "@playwright/test";
import { createUser, type TestUser, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, createForm, type SeedQuestion, type StoredForm } from "../support/forms-api.js";
import { captureScreens } from "../support/screens.js";

// Dates are typed segment by segment in the order of the browser's locale.
test.use({ locale: "en-US" });
test.describe.configure({ mode: "default" });

const FRUITS = [
  "Apple",
  "Apricot",
  "Banana",
  "Blackberry",
  "Cherry",
  "Date",
  "Fig",
  "Grape",
  "Kiwi",
  "Lemon",
  "Mango",
  "Orange",
  "Peach",
  "Pear",
  "Plum",
];

const Q = {
  fruit: "Favourite fruit",
  email: "Your email",
  guests: "How many guests?",
  arrival: "Arrival date",
  recommend: "How likely are you to recommend us?",
  parts: "How was each part?",
  seasons: "Rank the seasons",
} as const;

const QUESTIONS: SeedQuestion[] = [
  { questionType: "dropdown", questionText: Q.fruit, required: true, options: FRUITS },
  { questionType: "email", questionText: Q.email, required: true },
  {
    questionType: "number",
    questionText: Q.guests,
    required: true,
    validations: { min: 1, max: 12, integer: true },
  },
  {
    questionType: "date",
    questionText: Q.arrival,
    required: true,
    validations: { minDate: "2030-06-01", maxDate: "2030-06-30" },
  },
  {
    questionType: "linearScale",
    questionText: Q.recommend,
    required: true,
    scaleMin: 0,
    scaleMax: 10,
    scaleMinLabel: "Not at all likely",
    scaleMaxLabel: "Extremely likely",
  },
  {
    questionType: "matrix",
    questionText: Q.parts,
    required: true,
    rows: ["Food", "Service"],
    options: ["Poor", "Fine", "Great"],
  },
  {
    questionType: "ranking",
    questionText: Q.seasons,
    required: true,
    options: ["Spring", "Summer", "Autumn", "Winter"],
  },
];

type StoredResponse = { answers: Array<{ questionId: string; answer: unknown }> };

let owner: TestUser;
let form: StoredForm;

test.beforeAll(async ({ server }) => {
  owner = await createUser(server, { name: "Tess Types", email: uniqueEmail("types") });
  form = await createForm(server, owner, { title: "Trip planner", questions: QUESTIONS });
  await callApi(server, owner, "PUT", `/forms/${form._id}/status`, { isPublic: true });
});

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A question's card, found by the start of its label. */
const card = (page: Page, text: string) =>
  page
    .getByRole("list", { name: "Questions" })
    .getByRole("listitem")
    .filter({
      has: page.locator("[id$='-label']", { hasText: new RegExp(`^${escapeRegex(text)}`) }),
    })
    .first();

/** Presses Tab (or Shift+Tab) until the element has focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

/** What makes the page scroll sideways: the innermost elements past its right edge. */
function findOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    return Array.from(document.body.querySelectorAll("*"))
      .filter((element) => sticksOut(element) && !Array.from(element.children).some(sticksOut))
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
  });
}

const fetchResponses = (server: Parameters<typeof callApi>[0]) =>
  callApi<StoredResponse[]>(server, owner, "GET", `/responses/${form._id}`);

const ranking = (page: Page) =>
  card(page, Q.seasons)
    .getByRole("list")
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-option")));

test.describe("answering the new question types", () => {
  test("invalid answers show their message beside the question and keep Submit from sending", async ({
    page,
    server,
  }) => {
    test.setTimeout(60_000);
    await page.goto(`/forms/${form._id}/view`);
    const main = page.getByRole("main");
    const submit = main.getByRole("button", { name: "Submit" });
    await expect(main.getByRole("heading", { level: 1, name: "Trip planner" })).toBeVisible();

    // Tabbing past a required question asks for it; Submit waits until the answers are fixed.
    await tabTo(page, main.getByRole("button", { name: "Keep this order" }));
    await tabTo(page, main.getByLabel(Q.email), { backwards: true });
    for (const text of Object.values(Q)) {
      await expect(
        card(page, text).getByText("Please answer all required questions"),
      ).toBeVisible();
    }
    await expect(submit).toBeDisabled();
    await expect(
      main.getByRole("combobox", { name: new RegExp(Q.fruit) }),
    ).toHaveAccessibleDescription("Please answer all required questions");

    await page.keyboard.type("ada@");
    await expect(card(page, Q.email).getByRole("alert")).toHaveText(
      "Please enter a valid email address",
    );

    await page.keyboard.press("Tab");
    await page.keyboard.type("13");
    await expect(card(page, Q.guests).getByRole("alert")).toHaveText(
      "Please enter a number of at most 12",
    );
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("2.5");
    await expect(card(page, Q.guests).getByRole("alert")).toHaveText("Please enter a whole number");

    await tabTo(page, main.getByLabel(Q.arrival));
    await page.keyboard.type("07012030");
    await expect(card(page, Q.arrival).getByRole("alert")).toHaveText(
      "Please choose a date on or before 2030-06-30",
    );
    await expect(main.getByLabel(Q.arrival)).toHaveAttribute("aria-invalid", "true");

    // One row of a required grid is not enough.
    const food = main.getByRole("radiogroup", { name: "Food" });
    await tabTo(page, food.getByRole("radio", { name: "Poor" }));
    await page.keyboard.press("Space");
    await expect(card(page, Q.parts).getByRole("alert")).toHaveText("Please answer every row");
    await expect(main.getByRole("radiogroup", { name: "Service" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    await expect(submit).toBeDisabled();
    await expectAccessible(page);
    await captureScreens(page, "respond-types-errors", [1280, 375]);
    expect(await fetchResponses(server)).toEqual([]);
  });

  test("a respondent answers every type by keyboard only, and the answers are stored in their shapes", async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/forms/${form._id}/view`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Trip planner" })).toBeVisible();
    await expect(main.getByText("Not at all likely")).toBeVisible();
    await expect(main.getByText("A whole number from 1 to 12.")).toBeVisible();
    await expectAccessible(page);
    await captureScreens(page, "respond-types", [1280, 375]);

    // Nothing on a phone is wider than the page, the grid and the 0–10 scale included.
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await findOverflow(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    const fruit = main.getByRole("combobox", { name: new RegExp(Q.fruit) });
    await tabTo(page, fruit);
    // Type-ahead, as in any select.
    await page.keyboard.type("Cher");
    await expect(fruit).toHaveValue("Cherry");

    await page.keyboard.press("Tab");
    await expect(main.getByLabel(Q.email)).toBeFocused();
    await page.keyboard.type("ada@example.com");

    await page.keyboard.press("Tab");
    await expect(main.getByLabel(Q.guests)).toBeFocused();
    await page.keyboard.type("3");
    await page.keyboard.press("ArrowUp");
    await expect(main.getByLabel(Q.guests)).toHaveValue("4");

    await page.keyboard.press("Tab");
    await expect(main.getByLabel(Q.arrival)).toBeFocused();
    await page.keyboard.type("06152030");
    await expect(main.getByLabel(Q.arrival)).toHaveValue("2030-06-15");

    const zero = main.getByRole("radio", { name: "0", exact: true });
    await tabTo(page, zero);
    await page.keyboard.press("Space");
    for (let step = 0; step < 9; step += 1) await page.keyboard.press("ArrowRight");
    await expect(main.getByRole("radio", { name: "9", exact: true })).toBeChecked();

    await page.keyboard.press("Tab");
    const food = main.getByRole("radiogroup", { name: "Food" });
    await expect(food.getByRole("radio", { name: "Poor" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Tab");
    const service = main.getByRole("radiogroup", { name: "Service" });
    await expect(service.getByRole("radio", { name: "Poor" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(service.getByRole("radio", { name: "Great" })).toBeChecked();

    // The ranking: the move buttons keep focus on the moved option...
    await page.keyboard.press("Tab");
    await expect(main.getByRole("button", { name: "Drag to reorder Spring" })).toBeFocused();
    await page.keyboard.press("Tab");
    const springDown = main.getByRole("button", { name: "Move Spring down" });
    await expect(springDown).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(springDown).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(springDown).toBeFocused();
    expect(await ranking(page)).toEqual(["Summer", "Autumn", "Spring", "Winter"]);
    // ...and the drag handle moves by keyboard too.
    const winterHandle = main.getByRole("button", { name: "Drag to reorder Winter" });
    await tabTo(page, winterHandle);
    // Each key waits for what a screen reader hears, as the drag follows React's renders.
    await page.keyboard.press("Space");
    await expect(page.getByText("Picked up Winter, position 4 of 4.")).toBeAttached();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText("Winter is over position 3 of 4.")).toBeAttached();
    await page.keyboard.press("Space");
    await expect(page.getByText("Winter was dropped at position 3 of 4.")).toBeAttached();
    await expect.poll(() => ranking(page)).toEqual(["Summer", "Autumn", "Winter", "Spring"]);
    await expect(card(page, Q.seasons).getByText("Ranked", { exact: true })).toBeVisible();

    const submit = main.getByRole("button", { name: "Submit" });
    await tabTo(page, submit);
    await page.keyboard.press("Enter");
    await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();

    const responses = await fetchResponses(server);
    expect(responses).toHaveLength(1);
    const answers = Object.fromEntries(
      (responses[0]?.answers ?? []).map(({ questionId, answer }) => [
        form.questions.find((question) => question._id === questionId)?.questionText,
        answer,
      ]),
    );
    expect(answers).toEqual({
      [Q.fruit]: "Cherry",
      [Q.email]: "ada@example.com",
      [Q.guests]: 4,
      [Q.arrival]: "2030-06-15",
      [Q.recommend]: 9,
      [Q.parts]: ["Fine", "Great"],
      [Q.seasons]: ["Summer", "Autumn", "Winter", "Spring"],
    });
  });

  test("a ranking reorders by mouse drag, and a wide grid scrolls in its own box, never the page", async ({
    page,
    server,
  }) => {
    test.setTimeout(60_000);
    const wide = await createForm(server, owner, {
      title: "Wide grid",
      questions: [
        {
          questionType: "matrix",
          questionText: "Rate each day",
          rows: ["Monday", "Tuesday"],
          options: Array.from({ length: 10 }, (_, index) => `Level ${index + 1}`),
        },
        {
          questionType: "ranking",
          questionText: Q.seasons,
          options: ["Spring", "Summer", "Autumn"],
        },
      ],
    });
    await callApi(server, owner, "PUT", `/forms/${wide._id}/status`, { isPublic: true });
    await page.goto(`/forms/${wide._id}/view`);
    const main = page.getByRole("main");

    const handle = (option: string) =>
      main.getByRole("button", { name: `Drag to reorder ${option}` });
    const to = await handle("Spring").boundingBox();
    await handle("Autumn").hover();
    await page.mouse.down();
    // dnd-kit starts a drag after a few pixels, then follows the pointer.
    await page.mouse.move((to?.x ?? 0) + 10, (to?.y ?? 0) + 5, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => ranking(page)).toEqual(["Autumn", "Spring", "Summer"]);
    await expect(card(page, Q.seasons).getByText("Ranked", { exact: true })).toBeVisible();

    for (const width of [375, 700, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await findOverflow(page), `sticking out at ${width} px`).toEqual([]);
    }
    await expectAccessible(page);
    await captureScreens(page, "respond-types-wide-grid", [1280, 700, 375]);
  });
});
