// No zod here: the respondent's page reads these before anything else loads.

export const FORM_PASSWORD_MIN = 4;
export const FORM_PASSWORD_MAX = 128;

/** The header the respondent's page sends its unlock token in, on every call of a locked form. */
export const FORM_UNLOCK_HEADER = "x-form-unlock";
