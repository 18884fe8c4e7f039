import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import type { Result } from "axe-core";
import { type RunningServer, startServer } from "./server.js";

type WorkerFixtures = { server: RunningServer; serverEnv: NodeJS.ProcessEnv };

/**
 * Every worker runs its own real server; tests get a page pointed at it. A spec that needs a
 * differently configured server sets `test.use({ serverEnv: { ... } })`, which gives it workers
 * of its own.
 */
export const test = base.extend<object, WorkerFixtures>({
  serverEnv: [{}, { scope: "worker", option: true }],
  server: [
    async ({ serverEnv }, use) => {
      const server = await startServer(serverEnv);
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };

/**
 * Waits until no finite animation or transition is running: mid-fade (a toast sliding behind
 * another) text is half transparent, which axe reports as low contrast though no one sees it
 * that way once it settles. Endless ones (skeleton pulse, spinners) do not count.
 */
async function waitForSettledAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5_000 },
  );
}

type Theme = "light" | "dark";

/** The theme on screen: the class public/theme-init.js and the app put on <html>. */
export function readTheme(page: Page): Promise<Theme> {
  return page.evaluate(() =>
    document.documentElement.classList.contains("dark") ? "dark" : "light",
  );
}

/**
 * Switches the page to a theme without a reload: as the system does when no choice is stored,
 * otherwise as a choice made in another tab does. Then waits for the colours to settle.
 */
export async function showTheme(page: Page, theme: Theme): Promise<void> {
  const isChoiceStored = await page.evaluate((next) => {
    if (localStorage.getItem("theme") === null) return false;
    localStorage.setItem("theme", next);
    window.dispatchEvent(new StorageEvent("storage", { key: "theme" }));
    return true;
  }, theme);
  if (!isChoiceStored) await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator("html"), `the page did not turn ${theme}`).toHaveClass(
    theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
  );
  await waitForSettledAnimations(page);
}

/** Only colours change with the theme: the second theme's scan runs the rules that read them. */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
// Switching, settling, scanning and switching back: seconds on a busy two-core machine.
const OTHER_THEME_BUDGET_MS = 10_000;

/**
 * A tooltip shown at scan time is read as its trigger's description (aria-describedby), not
 * found by landmark; its popper layer outside the landmarks is not content `region` asks about.
 */
async function isTooltipLayer(page: Page, target: string): Promise<boolean> {
  return page.evaluate(
    (selector) => Boolean(document.querySelector(selector)?.querySelector('[role="tooltip"]')),
    target,
  );
}

async function withoutTooltipLayers(page: Page, violations: Result[]): Promise<Result[]> {
  const kept: Result[] = [];
  for (const violation of violations) {
    if (violation.id !== "region") {
      kept.push(violation);
      continue;
    }
    const nodes: Result["nodes"] = [];
    for (const node of violation.nodes) {
      if (!(await isTooltipLayer(page, String(node.target[0])))) nodes.push(node);
    }
    if (nodes.length > 0) kept.push({ ...violation, nodes });
  }
  return kept;
}

type ScanScope = { rules?: string[]; include?: string };

async function findViolations(page: Page, { rules, include }: ScanScope = {}): Promise<string[]> {
  await waitForSettledAnimations(page);
  let builder = new AxeBuilder({ page });
  if (rules) builder = builder.withRules(rules);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return (await withoutTooltipLayers(page, results.violations)).map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.length} nodes: ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(", ")})`,
  );
}

/**
 * Fails the test on any accessibility violation of the page as it is shown (or of the part
 * `include` selects, with only `rules` when given), at every impact level. For a page that is
 * not ours and keeps its theme its own way (the API docs); ours call expectAccessible, which
 * checks the other theme too.
 */
export async function expectNoViolationsAsShown(page: Page, scope: ScanScope = {}): Promise<void> {
  expect(await findViolations(page, scope)).toEqual([]);
}

/**
 * Fails the test on any accessibility violation of the current page, at every impact level, in the
 * theme on screen and, for colours, in the other one; the page is left in the theme it was in.
 * The test's time limit grows by the second theme's budget, so callers need not plan for it.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const shown = await readTheme(page);
  const other: Theme = shown === "dark" ? "light" : "dark";
  const violations = (await findViolations(page)).map((text) => `${shown}: ${text}`);
  test.info().setTimeout(test.info().timeout + OTHER_THEME_BUDGET_MS);
  await showTheme(page, other);
  const otherViolations = await findViolations(page, { rules: COLOUR_RULES });
  violations.push(...otherViolations.map((text) => `${other}: ${text}`));
  await showTheme(page, shown);
  expect(violations).toEqual([]);
}
