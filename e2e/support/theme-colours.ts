import type { Page } from "@playwright/test";

/** `#rrggbb` as getComputedStyle writes it. */
export const toRgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

/** The background of the public page's Submit button: the theme's accent when it is filled. */
export const submitBackground = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("button", { name: "Submit" })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
