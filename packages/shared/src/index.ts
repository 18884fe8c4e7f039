// The public API of @formloom/shared. Each module is also importable on its own,
// e.g. @formloom/shared/scoring.
export * from "./account-schemas";
export * from "./admin-schemas";
export * from "./api-admin";
export * from "./api-auth";
export * from "./api-envelope";
export * from "./api-forms";
export * from "./api-responses";
export * from "./api-users";
export * from "./auth-schemas";
export * from "./builder-schemas";
export * from "./constants";
export * from "./csv";
export * from "./entities";
export * from "./field-schemas";
export * from "./find-changed-fields";
export * from "./messages";
export * from "./normalize-input";
export * from "./otp-input";
export * from "./question-types";
export * from "./regex-literal";
export * from "./regex-presets";
export * from "./respondent-rules";
export * from "./result";
export * from "./scoring";
export * from "./storable-text";
export * from "./zod-errors";
