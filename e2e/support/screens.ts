import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { readTheme, showTheme } from "./fixtures.js";
import { layoutSettled } from "./layout-settled.js";

const WIDTHS = [1280, 360] as const;

/**
 * A full-page screenshot in the theme on screen and one in the other theme (`-dark` or `-light`
 * added to its name), for a person to look at; the page is left in the theme it was in. Only
 * when SCREENS_DIR is set: tests never compare them.
 */
export async function shootBothThemes(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const shown = await readTheme(page);
  const other = shown === "dark" ? "light" : "dark";
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  await showTheme(page, other);
  await page.screenshot({ path: path.join(dir, `${name}-${other}.png`), fullPage: true });
  await showTheme(page, shown);
}

/**
 * Full-page screenshots at desktop and phone widths, in both themes, for a person to look at.
 * Only when SCREENS_DIR is set (e.g. SCREENS_DIR=/tmp/screens-responses): tests never compare
 * them.
 */
export async function captureScreens(
  page: Page,
  name: string,
  widths: readonly number[] = WIDTHS,
): Promise<void> {
  if (!process.env.SCREENS_DIR) return;
  const original = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await layoutSettled(page);
    await shootBothThemes(page, `${name}-${width}`);
  }
  if (original) await page.setViewportSize(original);
}
