import { describe, expect, it } from "vitest";
import { measureHorizontalOverflow } from "./use-horizontal-overflow";

const scroller = (scrollWidth: number, clientWidth: number, scrollLeft = 0) =>
  ({ scrollWidth, clientWidth, scrollLeft }) as HTMLElement;

describe("measureHorizontalOverflow", () => {
  it("sees no overflow when the content fits, a pixel of rounding included", () => {
    expect(measureHorizontalOverflow(scroller(974, 974))).toEqual({
      isOverflowing: false,
      hasMoreRight: false,
    });
    expect(measureHorizontalOverflow(scroller(975, 974)).isOverflowing).toBe(false);
  });

  it("sees more to the right until the box is scrolled to the end", () => {
    expect(measureHorizontalOverflow(scroller(1039, 974))).toEqual({
      isOverflowing: true,
      hasMoreRight: true,
    });
    expect(measureHorizontalOverflow(scroller(1039, 974, 30)).hasMoreRight).toBe(true);
    expect(measureHorizontalOverflow(scroller(1039, 974, 65))).toEqual({
      isOverflowing: true,
      hasMoreRight: false,
    });
  });
});
