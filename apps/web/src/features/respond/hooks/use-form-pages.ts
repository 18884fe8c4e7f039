import type { PublicQuestion } from "@formloom/shared";
import { splitIntoPages } from "@formloom/shared/form-logic";
import { useCallback, useMemo, useState } from "react";
import { type FormPage, isPageShown, shuffleWithinPages, withItemsOf } from "../utils/form-pages";

/**
 * The pages the respondent steps through, one at a time, from the page of `startPageId` (the
 * _id of its section) or the first. Pages whose section the logic hides are skipped and not
 * counted. With `shouldShuffle`, each page's questions are shuffled once per visit: the order
 * holds while they answer.
 */
export function useFormPages(
  items: readonly PublicQuestion[],
  shownIds: ReadonlySet<string>,
  shouldShuffle: boolean,
  startPageId: string | null = null,
) {
  const [order] = useState<FormPage[]>(() => {
    const split = splitIntoPages(items);
    return shouldShuffle ? shuffleWithinPages(split) : split;
  });
  const pages = useMemo(() => withItemsOf(order, items), [order, items]);
  const [pageIndex, setPageIndex] = useState(() =>
    Math.max(
      0,
      pages.findIndex((page) => page.section !== null && page.section._id === startPageId),
    ),
  );

  const shownPages = useMemo(
    () => pages.filter((page) => isPageShown(page, shownIds)),
    [pages, shownIds],
  );
  // Only answers on earlier pages can hide a page; should the one on screen go, the nearest
  // shown page before it takes its place.
  const current =
    pages.slice(0, pageIndex + 1).findLast((page) => shownPages.includes(page)) ??
    shownPages[0] ??
    (pages[0] as FormPage);
  const position = Math.max(0, shownPages.indexOf(current));

  const goTo = useCallback(
    (page: FormPage | undefined) => {
      if (page) setPageIndex(pages.indexOf(page));
    },
    [pages],
  );

  const goNext = () => goTo(shownPages[position + 1]);
  const goBack = () => goTo(shownPages[position - 1]);
  const goFirst = () => goTo(shownPages[0]);
  /** Opens the page that holds this question (or that this section starts). */
  const goToQuestion = (questionId: string) =>
    goTo(
      pages.find(
        (page) =>
          page.section?._id === questionId ||
          page.questions.some((question) => question._id === questionId),
      ),
    );

  return {
    pages,
    shownPages,
    current,
    /** 1-based, among the shown pages. */
    pageNumber: position + 1,
    pageCount: Math.max(1, shownPages.length),
    isFirst: position === 0,
    isLast: position >= shownPages.length - 1,
    goNext,
    goBack,
    goFirst,
    goToQuestion,
  };
}
