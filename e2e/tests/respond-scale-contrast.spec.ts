import type { Page } from "@playwright/test";
import { createUser } from "../support/api-users.js";
import { contrastRatio, readTextAndBackground } from "../support/contrast.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createPublicForm } from "../support/respond-forms.js";
import { captureScreens } from "../support/screens.js";

/** The number of a scale point as drawn: the box beside its radio. */
const point = (page: Page, value: number) =>
  page
    .getByRole("main")
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: String(value), exact: true }) })
    .locator("span");

async function readContrast(page: Page, value: number): Promise<number> {
  const { text, background } = await readTextAndBackground(point(page, value));
  return contrastRatio(text, background);
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test("the chosen number of a 0–10 scale stays readable under the pointer and with keyboard focus", async ({
      page,
      server,
    }) => {
      test.setTimeout(90_000);
      const owner = await createUser(server);
      const form = await createPublicForm(server, owner, {
        title: "Quick feedback",
        questions: [
          {
            questionType: "linearScale",
            questionText: "How likely are you to recommend us?",
            scaleMin: 0,
            scaleMax: 10,
          },
        ],
      });
      await page.goto(`/forms/${form._id}/view`);

      // Picked with the pointer, which stays on it.
      await point(page, 7).click();
      await expect(page.getByRole("radio", { name: "7", exact: true })).toBeChecked();
      await expect.poll(() => readContrast(page, 7)).toBeGreaterThanOrEqual(4.5);
      await expectAccessible(page);
      await captureScreens(page, `scale-checked-hover-${colorScheme}`, [1280, 375]);

      // Moved with the keyboard: checked and focused, the pointer elsewhere.
      await page.mouse.move(0, 0);
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("radio", { name: "8", exact: true })).toBeChecked();
      await expect(page.getByRole("radio", { name: "8", exact: true })).toBeFocused();
      await expect.poll(() => readContrast(page, 8)).toBeGreaterThanOrEqual(4.5);
      // And both at once.
      await point(page, 8).hover();
      await expect.poll(() => readContrast(page, 8)).toBeGreaterThanOrEqual(4.5);
    });
  });
}
