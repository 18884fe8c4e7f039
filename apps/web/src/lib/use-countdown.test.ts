import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCountdown } from "./use-countdown";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useCountdown", () => {
  it("is idle until started", () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, isRunning: false });
  });

  it("counts whole seconds down to zero, then stops", () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(30));
    expect(result.current).toMatchObject({ remaining: 30, isRunning: true });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(29);
    act(() => vi.advanceTimersByTime(28_500));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toMatchObject({ remaining: 0, isRunning: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("can start running, and restart", () => {
    const { result } = renderHook(() => useCountdown(30));
    expect(result.current.remaining).toBe(30);
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.remaining).toBe(10);
    act(() => result.current.start(30));
    expect(result.current.remaining).toBe(30);
  });
});
