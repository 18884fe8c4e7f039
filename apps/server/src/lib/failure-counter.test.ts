import { describe, expect, it } from "vitest";
import { createFailureCounter } from "./failure-counter.js";

describe("createFailureCounter", () => {
  const setup = (maxKeys?: number) => {
    let time = 1_000_000;
    const counter = createFailureCounter({ max: 3, windowMs: 60_000, maxKeys, now: () => time });
    return { counter, advance: (ms: number) => (time += ms) };
  };

  it("blocks a key after max failures until its window ends", () => {
    const { counter, advance } = setup();
    counter.recordFailure("a");
    counter.recordFailure("a");
    expect(counter.secondsBlocked("a")).toBe(0);
    counter.recordFailure("a");
    expect(counter.secondsBlocked("a")).toBe(60);
    expect(counter.secondsBlocked("b")).toBe(0);
    advance(59_001);
    expect(counter.secondsBlocked("a")).toBe(1);
    advance(1_000);
    expect(counter.secondsBlocked("a")).toBe(0);
    counter.recordFailure("a");
    expect(counter.secondsBlocked("a")).toBe(0);
  });

  it("forgets a key on request", () => {
    const { counter } = setup();
    for (let failure = 0; failure < 3; failure++) counter.recordFailure("a");
    counter.forget("a");
    expect(counter.secondsBlocked("a")).toBe(0);
  });

  it("keeps at most maxKeys keys, dropping ended windows first, then the oldest", () => {
    const { counter, advance } = setup(2);
    for (let failure = 0; failure < 3; failure++) counter.recordFailure("old");
    advance(61_000);
    for (let failure = 0; failure < 3; failure++) counter.recordFailure("b");
    for (let failure = 0; failure < 3; failure++) counter.recordFailure("c");
    expect(counter.secondsBlocked("b")).toBeGreaterThan(0);
    expect(counter.secondsBlocked("c")).toBeGreaterThan(0);
    counter.recordFailure("d");
    expect(counter.secondsBlocked("b")).toBe(0);
    expect(counter.secondsBlocked("c")).toBeGreaterThan(0);
  });
});
