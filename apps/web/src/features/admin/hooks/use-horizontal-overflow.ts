import { type RefObject, useEffect, useState } from "react";

export type HorizontalOverflow = {
  /** The content is wider than its scroll box. */
  isOverflowing: boolean;
  /** More of it lies to the right of what shows. */
  hasMoreRight: boolean;
};

const NONE: HorizontalOverflow = { isOverflowing: false, hasMoreRight: false };

/** Reads the overflow of the box's horizontal scroller as it scrolls and resizes. */
export function measureHorizontalOverflow(scroller: HTMLElement): HorizontalOverflow {
  const hidden = scroller.scrollWidth - scroller.clientWidth;
  // Sub-pixel layouts leave a pixel of slack that is no content.
  return { isOverflowing: hidden > 1, hasMoreRight: hidden - scroller.scrollLeft > 1 };
}

/** Watches the horizontal scroller found in `boxRef` by `selector`. */
export function useHorizontalOverflow(
  boxRef: RefObject<HTMLElement | null>,
  selector: string,
): HorizontalOverflow {
  const [overflow, setOverflow] = useState(NONE);

  useEffect(() => {
    const scroller = boxRef.current?.querySelector<HTMLElement>(selector);
    if (!scroller) return;
    const update = () =>
      setOverflow((previous) => {
        const next = measureHorizontalOverflow(scroller);
        const isSame =
          next.isOverflowing === previous.isOverflowing &&
          next.hasMoreRight === previous.hasMoreRight;
        return isSame ? previous : next;
      });
    update();
    const resizes = new ResizeObserver(update);
    resizes.observe(scroller);
    if (scroller.firstElementChild) resizes.observe(scroller.firstElementChild);
    scroller.addEventListener("scroll", update, { passive: true });
    return () => {
      resizes.disconnect();
      scroller.removeEventListener("scroll", update);
    };
  }, [boxRef, selector]);

  return overflow;
}
