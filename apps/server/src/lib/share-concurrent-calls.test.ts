import { describe, expect, it } from "vitest";
import { shareConcurrentCalls } from "./share-concurrent-calls.js";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("shareConcurrentCalls", () => {
  it("runs once for the calls of one key made while it is under way", async () => {
    const runs: string[] = [];
    const pending = deferred<number>();
    const lookup = shareConcurrentCalls((key: string) => {
      runs.push(key);
      return pending.promise;
    });
    const answers = Promise.all([lookup("a"), lookup("a"), lookup("a")]);
    pending.resolve(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(runs).toEqual(["a"]);
  });

  it("runs again once the last run has settled, and apart for another key", async () => {
    let count = 0;
    const lookup = shareConcurrentCalls(async (key: string) => `${key}${++count}`);
    expect(await Promise.all([lookup("a"), lookup("b")])).toEqual(["a1", "b2"]);
    expect(await lookup("a")).toBe("a3");
  });

  it("shares a failure with the calls that waited for it, and runs afresh after it", async () => {
    const failing = deferred<number>();
    let calls = 0;
    const lookup = shareConcurrentCalls(() =>
      ++calls === 1 ? failing.promise : Promise.resolve(1),
    );
    const first = lookup("a");
    const second = lookup("a");
    failing.reject(new Error("database gone"));
    await expect(first).rejects.toThrow("database gone");
    await expect(second).rejects.toThrow("database gone");
    expect(await lookup("a")).toBe(1);
  });
});
