import { describe, expect, it } from "vitest";
import { GUEST_EMAIL } from "./constants";
import { toShownRespondentEmail } from "./respondent-identity";

describe("toShownRespondentEmail", () => {
  it("shows no address for a guest", () => {
    expect(toShownRespondentEmail(GUEST_EMAIL)).toBe("");
  });

  it("shows a signed-in respondent's address as stored", () => {
    expect(toShownRespondentEmail("ada@example.org")).toBe("ada@example.org");
  });
});
