import type { Page } from "@playwright/test";

/** The responses page's Total Responses card's figure. */
export const totalCard = (page: Page) =>
  page
    .getByRole("main")
    .locator("dt", { hasText: "Total Responses" })
    .locator("xpath=following-sibling::dd");
