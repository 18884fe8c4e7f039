import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useLastPageFallback } from "./use-last-page-fallback";

describe("useLastPageFallback", () => {
  it("moves a page past the end to the last page, replacing the address", () => {
    const setPage = vi.fn();
    const { result } = renderHook(() =>
      useLastPageFallback({ page: 5, totalPages: 3, isSettled: true, setPage }),
    );
    expect(result.current).toBe(true);
    expect(setPage).toHaveBeenCalledExactlyOnceWith(3, { replace: true });
  });

  it("waits for the page's own answer before judging", () => {
    const setPage = vi.fn();
    const { result } = renderHook(() =>
      useLastPageFallback({ page: 5, totalPages: 1, isSettled: false, setPage }),
    );
    expect(result.current).toBe(false);
    expect(setPage).not.toHaveBeenCalled();
  });

  it("leaves a page within the list alone", () => {
    const setPage = vi.fn();
    renderHook(() => useLastPageFallback({ page: 3, totalPages: 3, isSettled: true, setPage }));
    expect(setPage).not.toHaveBeenCalled();
  });
});
