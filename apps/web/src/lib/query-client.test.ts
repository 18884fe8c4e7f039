import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { createQueryClient } from "./query-client";

const shouldRetry = (failureCount: number, error: Error) => {
  const { retry } = createQueryClient().getDefaultOptions().queries ?? {};
  if (typeof retry !== "function") throw new Error("retry is not a policy");
  return retry(failureCount, error);
};

describe("createQueryClient", () => {
  it("retries network failures and 5xx answers twice", () => {
    expect(shouldRetry(0, new ApiError(0, "offline"))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, "down"))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, "down"))).toBe(false);
  });

  it("never retries a 4xx answer", () => {
    expect(shouldRetry(0, new ApiError(404, "Form not found"))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, "Session expired"))).toBe(false);
  });
});
