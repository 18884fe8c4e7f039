import { describe, expect, it } from "vitest";
import * as constants from "./constants";

// Guards the spec's figures (SPEC §9) against drift.
describe("constants", () => {
  it("holds the account limits of SPEC §9", () => {
    expect(constants).toMatchObject({
      EMAIL_MAX: 58,
      LOGIN_PASSWORD_MAX: 53,
      NAME_MAX: 52,
      CHANGE_PASSWORD_MAX: 30,
      PASSWORD_MIN: 8,
      PROFILE_NAME_MIN: 4,
      ADMIN_NAME_MIN: 2,
      ADMIN_NAME_MAX: 50,
      OTP_LENGTH: 6,
      OTP_RESEND_COOLDOWN_SECONDS: 30,
      FORGOT_PASSWORD_COOLDOWN_SECONDS: 30,
    });
  });

  it("holds the form, upload and regex limits", () => {
    expect(constants).toMatchObject({
      MAX_OPTIONS: 4,
      RATING_MIN: 3,
      RATING_MAX: 10,
      RATING_DEFAULT: 5,
      DEFAULT_FORM_TITLE: "Untitled Form",
      MAX_UPLOAD_BYTES: 5 * 1024 * 1024,
      REGEX_MAX_LENGTH_MIN: 1,
      REGEX_MAX_LENGTH_MAX: 1000,
    });
    expect(constants.ALLOWED_FILE_EXTENSIONS).toEqual({
      image: ["img", "png", "jpg", "jpeg"],
      pdf: ["pdf"],
    });
  });

  it("holds the paging and layout figures", () => {
    expect(constants).toMatchObject({
      DEFAULT_PAGE: 1,
      DEFAULT_PAGE_SIZE: 10,
      BUILDER_REGEX_PAGE_SIZE: 100,
      MAX_PAGE_LIMIT: 100,
      SEARCH_DEBOUNCE_MS: 300,
      PAGINATION_SIBLINGS: 1,
      MOBILE_BREAKPOINT_PX: 768,
      SIDEBAR_COOKIE_MAX_AGE_SECONDS: 604_800,
    });
  });

  it("names guests as the spec and DESIGN §5 say", () => {
    expect(constants.GUEST_NAME).toBe("Guest User");
    expect(constants.GUEST_EMAIL).toBe("guest@anonymous.invalid");
  });
});
