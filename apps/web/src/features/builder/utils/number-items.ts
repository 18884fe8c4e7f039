import { isSection, type QuestionType, splitIntoPages } from "@formloom/shared";

export type ItemNumber = { number: number; page: number };

/**
 * Each item's number among its kind (Question 3, Section 1) and the page it is on, with the
 * page count: questions before the first section make a page of their own, as respondents see.
 */
export function numberItems(items: readonly { questionType: QuestionType }[]): {
  numbers: ItemNumber[];
  pageCount: number;
} {
  const hasLeadingPage = items.length > 0 && !isSection(items[0]!);
  let page = hasLeadingPage ? 1 : 0;
  let questions = 0;
  let sections = 0;
  const numbers = items.map((item) => {
    if (isSection(item)) {
      sections += 1;
      page += 1;
      return { number: sections, page };
    }
    questions += 1;
    return { number: questions, page: Math.max(page, 1) };
  });
  return { numbers, pageCount: splitIntoPages(items).length };
}
