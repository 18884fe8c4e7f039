import { inflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import type { Rgb } from "./contrast.js";

/**
 * The colour on screen at (x, y) of the page's viewport, frames and all, read from a one-pixel
 * screenshot. With a single pixel every PNG row filter leaves the bytes as they are.
 */
export async function readScreenPixel(page: Page, x: number, y: number): Promise<Rgb> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  const chunks: Buffer[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("ascii", offset + 4, offset + 8);
    if (type === "IDAT") chunks.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const [, r = 0, g = 0, b = 0] = inflateSync(Buffer.concat(chunks));
  return [r, g, b] as const;
}
