/** Under a new password on sign-up and reset: both follow the same rule (8 characters or more). */
export const PASSWORD_HINT =
  "At least 8 characters, with a number, an uppercase letter, a lowercase letter and a symbol.";
