import type { Page } from "@playwright/test";

/**
 * Resolves once the page's layout has settled: its fonts loaded, every finite animation and
 * transition finished (a looping spinner never does, so it is not waited for), and two frames
 * drawn after, so that resize observers have laid the page out again at a new viewport width.
 */
export async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
