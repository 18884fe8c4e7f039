import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.js";

/** A card of the builder's list by its name: "Question 3", "Section 1". */
export const builderCard = (page: Page, name: string) =>
  page.getByRole("region", { name, exact: true });

/** Opens a closed card from its one-line summary; the card open before closes. */
export async function openCard(page: Page, name: string): Promise<Locator> {
  const card = builderCard(page, name);
  await card.getByRole("button", { name: new RegExp(`^${name}\\s*:`) }).click();
  await expect(card.getByRole("button", { name: `Delete ${name.toLowerCase()}` })).toBeVisible();
  return card;
}

/** Shows a card's correct-answer fields on a form that has no correct answer yet. */
export async function openAnswerKey(card: Locator): Promise<void> {
  const toggle = card.getByRole("button", { name: "Answer key" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

/** The texts of the list's cards, top to bottom, whether open or closed. */
export const cardTexts = (page: Page) =>
  page
    .getByRole("list", { name: "Questions" })
    .getByRole("region")
    .evaluateAll((cards) =>
      cards.map(
        (card) =>
          card.querySelector<HTMLInputElement>('input[data-focus-target="text"]')?.value ??
          card.querySelector("[data-summary-text]")?.textContent ??
          "",
      ),
    );

/** Picks an entry of a Radix select with the keyboard: open, type its first letters, Enter. */
export async function chooseByKeyboard(page: Page, select: Locator, entry: string) {
  await select.focus();
  await page.keyboard.press("Enter");
  const option = page.getByRole("option", { name: entry, exact: true });
  await expect(option).toBeVisible();
  await page.keyboard.type(entry.slice(0, 4));
  await expect(option).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(option).toHaveCount(0);
}
