import { describe, expect, it } from "vitest";
import { countResponses, countResponsesOnBadge } from "./count-responses";

describe("countResponses", () => {
  it("is singular for one response only", () => {
    expect(countResponses(0)).toBe("0 responses");
    expect(countResponses(1)).toBe("1 response");
    expect(countResponses(2)).toBe("2 responses");
  });
});

describe("countResponsesOnBadge", () => {
  it("is singular for 1 or fewer, as the dashboard's badge is specified", () => {
    expect(countResponsesOnBadge(0)).toBe("0 response");
    expect(countResponsesOnBadge(1)).toBe("1 response");
    expect(countResponsesOnBadge(12)).toBe("12 responses");
  });
});
