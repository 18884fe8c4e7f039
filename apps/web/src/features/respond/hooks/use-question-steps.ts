import { useEffect, useMemo, useRef, useState } from "react";
import { getQuestionIds } from "../components/question-ids";
import { findStepIndex, listItemKeys, listQuestionSteps } from "../utils/question-steps";
import type { useFormPages } from "./use-form-pages";

type FormPages = ReturnType<typeof useFormPages>;

const SLIDE_MS = 220;

/** The control a new screen focuses: the chosen option of a group, else its first control. */
function focusStepControl(stepKey: string, fallbackId: string) {
  const card = document.getElementById(getQuestionIds(stepKey).card);
  const control =
    card?.querySelector<HTMLElement>("input:checked") ??
    card?.querySelector<HTMLElement>(
      'input, textarea, select, [role="radio"][tabindex="0"], button',
    );
  (control ?? document.getElementById(fallbackId))?.focus();
}

/** The new screen slides in from the side it comes from, unless motion is to be reduced. */
function slideIn(element: HTMLElement | null, direction: 1 | -1) {
  if (!element || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
  const side = direction * (document.dir === "rtl" ? -1 : 1) * 24;
  element.animate?.(
    [
      { opacity: 0, transform: `translateX(${side}px)` },
      { opacity: 1, transform: "none" },
    ],
    { duration: SLIDE_MS, easing: "ease-out" },
  );
}

/**
 * The screens of the one-at-a-time layout over the shown pages, and the one on view. Moving to
 * a screen opens its page too, so the page kept with the answers is where the respondent is.
 * `headingId` takes focus when a screen holds only a section.
 */
export function useQuestionSteps(
  pages: FormPages,
  shownIds: ReadonlySet<string>,
  headingId: string,
) {
  const steps = useMemo(
    () => listQuestionSteps(pages.shownPages, shownIds),
    [pages.shownPages, shownIds],
  );
  const itemKeys = useMemo(() => listItemKeys(pages.pages), [pages.pages]);
  const [currentKey, setCurrentKey] = useState<string | null>(() => {
    const onStartPage = new Set(listItemKeys([pages.current]));
    return steps.find((step) => onStartPage.has(step.key))?.key ?? null;
  });
  const index = findStepIndex(steps, itemKeys, currentKey);
  const step = steps[index];
  const screenRef = useRef<HTMLDivElement>(null);
  const arrival = useRef<{ key: string; direction: 1 | -1 } | null>(null);

  useEffect(() => {
    // Effects may run late (after paint): one left from a render before the move must not take
    // the arrival, or the new screen would never get focus.
    if (!arrival.current || !step || arrival.current.key !== currentKey) return;
    const { direction } = arrival.current;
    arrival.current = null;
    window.scrollTo({ top: 0 });
    focusStepControl(step.key, headingId);
    slideIn(screenRef.current, direction);
  });

  const moveTo = (key: string | undefined, direction: 1 | -1) => {
    if (key === undefined) return;
    arrival.current = { key, direction };
    setCurrentKey(key);
    pages.goToQuestion(key);
  };

  return {
    steps,
    step,
    /** 0-based, among the screens shown. */
    index,
    count: Math.max(1, steps.length),
    screenRef,
    goBack: () => moveTo(steps[index - 1]?.key, -1),
    goFirst: () => moveTo(steps[0]?.key, -1),
    moveTo,
    /** Shows the screen of this question, with focus on its control. */
    showQuestion: (questionId: string) => {
      if (questionId === step?.key) focusStepControl(questionId, headingId);
      else moveTo(questionId, -1);
    },
  };
}
