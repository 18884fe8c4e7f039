import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

const WIDTHS = [1280, 360] as const;

/**
 * Full-page screenshots at desktop and phone widths, for a person to look at. Only when
 * SCREENS_DIR is set (e.g. SCREENS_DIR=/tmp/screens-responses): tests never compare them.
 */
export async function captureScreens(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Let layout and transitions settle at the new width.
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
