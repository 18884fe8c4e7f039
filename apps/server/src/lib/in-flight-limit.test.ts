import { describe, expect, it } from "vitest";
import { createInFlightLimit } from "./in-flight-limit.js";

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("createInFlightLimit", () => {
  it("refuses a key's call beyond the cap until one of its calls ends, and counts keys apart", async () => {
    const limit = createInFlightLimit(2, () => new Error("full"));
    const first = deferred();
    const second = deferred();
    const running = [limit("ada", () => first.promise), limit("ada", () => second.promise)];
    await expect(limit("ada", async () => "third")).rejects.toThrow("full");
    await expect(limit("grace", async () => "other key")).resolves.toBe("other key");

    first.resolve();
    await running[0];
    await expect(limit("ada", async () => "after one ended")).resolves.toBe("after one ended");
    second.resolve();
    await Promise.all(running);
  });

  it("frees the slot of a call that throws", async () => {
    const limit = createInFlightLimit(1, () => new Error("full"));
    await expect(limit("ada", async () => Promise.reject(new Error("boom")))).rejects.toThrow(
      "boom",
    );
    await expect(limit("ada", async () => "next")).resolves.toBe("next");
  });
});
