import { describe, expect, it } from "vitest";
import { RESPONSE_LIMIT_MAX } from "./constants";
import { formSettingsSchema } from "./entities";
import { closedMessageOf, confirmationMessageOf } from "./form-messages";
import {
  applySettingsPatch,
  DEFAULT_FORM_SETTINGS,
  findClosedReason,
  formSettingsInputSchema,
  formSettingsPatchSchema,
  withSettingsDefaults,
} from "./form-settings";

const now = new Date("2026-11-24T10:00:00Z");

describe("findClosedReason", () => {
  const open = { ...DEFAULT_FORM_SETTINGS };

  it("keeps a form with default settings open", () => {
    expect(findClosedReason(open, { now, responseCount: 1_000 })).toBeNull();
  });

  it("closes a switched-off form, whatever else holds", () => {
    expect(
      findClosedReason({ ...open, acceptingResponses: false }, { now, responseCount: 0 }),
    ).toBe("switchedOff");
  });

  it("closes at the closing time, not a millisecond before", () => {
    const closesAt = "2026-11-24T10:00:00.000Z";
    const justBefore = new Date(now.getTime() - 1);
    expect(findClosedReason({ ...open, closesAt }, { now: justBefore, responseCount: 0 })).toBe(
      null,
    );
    expect(findClosedReason({ ...open, closesAt }, { now, responseCount: 0 })).toBe(
      "closingTimePassed",
    );
  });

  it("closes when the stored responses reach the limit", () => {
    const limited = { ...open, responseLimit: 10 };
    expect(findClosedReason(limited, { now, responseCount: 9 })).toBeNull();
    expect(findClosedReason(limited, { now, responseCount: 10 })).toBe("responseLimitReached");
  });
});

describe("settings input", () => {
  it("fills every field a client leaves out", () => {
    expect(formSettingsInputSchema.parse({})).toEqual(DEFAULT_FORM_SETTINGS);
  });

  it("takes only https redirect addresses, and a blank one as none", () => {
    const parse = (redirectUrl: string) =>
      formSettingsInputSchema.safeParse({ redirectUrl }).error?.issues[0]?.message ??
      formSettingsInputSchema.parse({ redirectUrl }).redirectUrl;
    expect(parse("https://example.org/thanks")).toBe("https://example.org/thanks");
    expect(parse("  ")).toBeNull();
    expect(parse("http://example.org")).toBe("The redirect address must start with https://");
    expect(parse("javascript:alert(1)")).toBe("The redirect address must start with https://");
    expect(parse("https://evil.example/\r\nSet-Cookie: x=1")).toBe(
      "The redirect address cannot contain spaces, tabs or line breaks",
    );
    expect(parse("https://example.org/a\tb")).toBe(
      "The redirect address cannot contain spaces, tabs or line breaks",
    );
  });

  it("refuses a response limit that is not a positive whole number", () => {
    for (const responseLimit of [0, 2.5, -1, 10_000_001]) {
      expect(formSettingsInputSchema.safeParse({ responseLimit }).success).toBe(false);
    }
  });

  it("keeps the line breaks inside a confirmation message", () => {
    const { confirmationMessage } = formSettingsInputSchema.parse({
      confirmationMessage: "  Thanks!\nSee you soon.  ",
    });
    expect(confirmationMessage).toBe("Thanks!\nSee you soon.");
  });
});

describe("patches and stored settings", () => {
  it("changes only the fields a patch names, quiz options included", () => {
    const patch = formSettingsPatchSchema.parse({
      acceptingResponses: false,
      quiz: { showCorrectAnswers: true },
    });
    expect(applySettingsPatch(DEFAULT_FORM_SETTINGS, patch)).toEqual({
      ...DEFAULT_FORM_SETTINGS,
      acceptingResponses: false,
      quiz: { releaseScore: "immediately", showCorrectAnswers: true },
    });
  });

  it("reads settings stored before a field existed with that field's default", () => {
    expect(withSettingsDefaults({ onePerUser: true })).toEqual({
      ...DEFAULT_FORM_SETTINGS,
      onePerUser: true,
    });
    expect(withSettingsDefaults(null)).toEqual(DEFAULT_FORM_SETTINGS);
  });

  it("falls back to the default closed and confirmation messages when left blank", () => {
    expect(closedMessageOf({ closedMessage: " " })).toBe(
      "This form is no longer accepting responses.",
    );
    expect(confirmationMessageOf({ confirmationMessage: "" })).toBe(
      "Your response has been recorded.",
    );
    expect(confirmationMessageOf({ confirmationMessage: "Merci" })).toBe("Merci");
  });
});

describe("the saved settings and their input", () => {
  it("have the same fields, so neither can gain one alone", () => {
    expect(Object.keys(formSettingsInputSchema.shape).sort()).toEqual(
      Object.keys(formSettingsSchema.shape).sort(),
    );
    expect(formSettingsSchema.parse(formSettingsInputSchema.parse({}))).toEqual(
      DEFAULT_FORM_SETTINGS,
    );
  });

  it("take the same response limits", () => {
    for (const responseLimit of [0, 1, 1.5, RESPONSE_LIMIT_MAX, RESPONSE_LIMIT_MAX + 1, null]) {
      const stored = { ...DEFAULT_FORM_SETTINGS, responseLimit };
      expect(formSettingsInputSchema.safeParse({ responseLimit }).success, `${responseLimit}`).toBe(
        formSettingsSchema.safeParse(stored).success,
      );
    }
  });
});
