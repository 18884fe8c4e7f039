import { contrastRatio, readRingAndSurface } from "../support/contrast.js";
import { expect, test } from "../support/fixtures.js";

/** The focused element's outline, as the browser draws it. */
const readOutline = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return {
      tag: element.tagName,
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      offset: Number.parseFloat(style.outlineOffset),
    };
  });

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test("keyboard focus draws a solid ring of at least 2px and 3:1 contrast on links, buttons and fields", async ({
      page,
    }) => {
      await page.goto("/login");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const html = expect(page.locator("html"));
      await (colorScheme === "dark" ? html.toHaveClass(/dark/) : html.not.toHaveClass(/dark/));
      const seen = new Set<string>();
      for (let press = 0; press < 12 && seen.size < 3; press += 1) {
        await page.keyboard.press("Tab");
        const outline = await readOutline(page);
        if (!["A", "BUTTON", "INPUT"].includes(outline.tag)) continue;
        expect(outline, `focus ring of ${outline.tag}`).toMatchObject({ style: "solid" });
        expect(outline.width).toBeGreaterThanOrEqual(2);
        const { ring, surface } = await readRingAndSurface(page.locator(":focus"));
        expect(
          contrastRatio(ring, surface),
          `ring ${ring} of ${outline.tag} on ${surface}`,
        ).toBeGreaterThanOrEqual(3);
        seen.add(outline.tag);
      }
      expect([...seen].sort()).toEqual(["A", "BUTTON", "INPUT"]);
    });
  });
}
