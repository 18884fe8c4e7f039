import { describe, expect, it } from "vitest";
import { createFixedWindows } from "./fixed-windows.js";

describe("createFixedWindows", () => {
  const setup = (maxKeys = 100) => {
    let time = 1_000_000;
    const count = createFixedWindows(maxKeys, () => time);
    return { count, advance: (ms: number) => (time += ms) };
  };

  it("counts a key's requests in the window its first one opened, then starts again", () => {
    const { count, advance } = setup();
    expect(count("a", 60_000)).toEqual({ current: 1, ttl: 60_000 });
    advance(20_000);
    expect(count("a", 60_000)).toEqual({ current: 2, ttl: 40_000 });
    expect(count("b", 60_000)).toEqual({ current: 1, ttl: 60_000 });
    advance(40_000);
    expect(count("a", 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it("past its bound drops ended windows, then the oldest, down to nine tenths", () => {
    const { count, advance } = setup(10);
    count("ended", 1_000);
    advance(2_000);
    for (let key = 0; key < 9; key++) count(`live-${key}`, 60_000);
    // The eleventh key: the ended window goes, then the oldest live one, leaving nine.
    expect(count("newest", 60_000).current).toBe(1);
    expect(count("live-1", 60_000).current).toBe(2);
    expect(count("newest", 60_000).current).toBe(2);
    expect(count("live-0", 60_000).current).toBe(1);
  });
});
