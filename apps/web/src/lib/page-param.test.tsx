import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { readPositiveInt, usePageParam } from "./page-param";

describe("readPositiveInt", () => {
  it("reads a whole number of at least 1, capped", () => {
    expect(readPositiveInt("3")).toBe(3);
    expect(readPositiveInt("500", 100)).toBe(100);
  });

  it("refuses what is missing, empty, fractional, zero, negative or not a number", () => {
    for (const value of [null, "", "1.5", "0", "-2", "two"]) {
      expect(readPositiveInt(value)).toBeUndefined();
    }
  });
});

function renderPageParam(initialEntry: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialEntry]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...usePageParam(), location: useLocation() }), { wrapper });
}

describe("usePageParam", () => {
  it("falls back to the first page on a bad ?page", () => {
    expect(renderPageParam("/list?page=abc").result.current.page).toBe(1);
  });

  it("sets the page and keeps the other parameters", () => {
    const { result } = renderPageParam("/list?tab=submitted");
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    expect(result.current.location.search).toBe("?tab=submitted&page=3");
  });

  it("leaves the address clean on the first page", () => {
    const { result } = renderPageParam("/list?search=a&page=4");
    act(() => result.current.setPage(1));
    expect(result.current.page).toBe(1);
    expect(result.current.location.search).toBe("?search=a");
  });
});
