import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
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

/** Fails the test on any serious or critical accessibility violation of the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  await waitForSettledAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.length} nodes: ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")})`,
    ),
  ).toEqual([]);
}
