import { describe, expect, it } from "vitest";
import { withPatternMessages } from "./with-pattern-messages.js";

const question = (regex: string | null) => ({
  validations: { regex: regex ? { title: "Digits", regex } : null },
});

describe("withPatternMessages", () => {
  const messages = new Map([["^[0-9]+$", "Digits only, please"]]);

  it("gives an active pattern the admin's error message", () => {
    expect(withPatternMessages([question("^[0-9]+$")], messages, { dropInactive: true })).toEqual([
      {
        validations: {
          regex: { title: "Digits", regex: "^[0-9]+$", errorMessage: "Digits only, please" },
        },
      },
    ]);
  });

  it("drops a pattern that is no longer active only when asked, and leaves no pattern alone", () => {
    const switchedOff = question("^[a-z]+$");
    expect(withPatternMessages([switchedOff], messages, { dropInactive: true })).toEqual([
      { validations: { regex: null } },
    ]);
    expect(withPatternMessages([switchedOff], messages, { dropInactive: false })).toEqual([
      switchedOff,
    ]);
    expect(withPatternMessages([question(null)], messages, { dropInactive: true })).toEqual([
      question(null),
    ]);
  });
});
