// Business constants and limits of SPEC §9, in one place for the server and the web app.

import { LANGUAGE_CODES } from "./languages";

// Account fields
export const EMAIL_MAX = 58;
export const LOGIN_PASSWORD_MAX = 53;
export const NAME_MIN = 4;
export const NAME_MAX = 52;
export const PROFILE_NAME_MIN = NAME_MIN;
export const PASSWORD_MIN = 8;
// Register and reset passwords share the login maximum: a longer password could never sign in.
export const PASSWORD_MAX = LOGIN_PASSWORD_MAX;
export const CHANGE_PASSWORD_MAX = 30;
export const ADMIN_NAME_MIN = 2;
export const ADMIN_NAME_MAX = 50;
// The only characters that count as a symbol in a changed password (SPEC §5).
export const PASSWORD_SYMBOLS = '!@#$%^&*(),.?":{}|<>';

// One-time codes and cooldowns
export const OTP_LENGTH = 6;
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
export const FORGOT_PASSWORD_COOLDOWN_SECONDS = 30;

// Forms and questions
export const DEFAULT_FORM_TITLE = "Untitled Form";
export const FIRST_QUESTION_TEXT = "What is your name?";
export const NEW_QUESTION_TEXT = "Untitled Question";
export const MIN_OPTIONS = 1;
export const MAX_OPTIONS = 4;
export const RATING_MIN = 3;
export const RATING_MAX = 10;
export const RATING_DEFAULT = 5;
export const QUESTION_TYPE_IDS = [
  "text",
  "paragraph",
  "multipleChoice",
  "checkbox",
  "file",
  "rating",
  "dropdown",
  "email",
  "number",
  "date",
  "linearScale",
  "matrix",
  "ranking",
  "phone",
  "consent",
  "address",
  "imageChoice",
  "signature",
  "section",
] as const;

// The types beyond SPEC §3 set their own limits; SPEC's MAX_OPTIONS stays for
// multipleChoice and checkbox only.
export const DROPDOWN_MAX_OPTIONS = 100;
export const RANKING_MIN_OPTIONS = 2;
export const RANKING_MAX_OPTIONS = 10;
// An image choice shows its options as a grid of pictures: two to twenty of them.
export const IMAGE_CHOICE_MIN_OPTIONS = 2;
export const IMAGE_CHOICE_MAX_OPTIONS = 20;
export const OPTION_IMAGE_ALT_MAX = 200;
export const MATRIX_MIN_ROWS = 1;
export const MATRIX_MAX_ROWS = 20;
export const MATRIX_MIN_COLUMNS = 2;
export const MATRIX_MAX_COLUMNS = 10;
// The longest list any question can hold (dropdown options), and the longest list answer
// (one entry per grid row).
export const OPTIONS_LIST_MAX = DROPDOWN_MAX_OPTIONS;
export const LIST_ANSWER_MAX = MATRIX_MAX_ROWS;
export const SCALE_MIN_VALUES = [0, 1] as const;
export const SCALE_MAX_MIN = 2;
export const SCALE_MAX_MAX = 10;
export const SCALE_DEFAULT_MIN = 1;
export const SCALE_DEFAULT_MAX = 5;
export const SCALE_LABEL_MAX = 40;
export const NPS_MIN_LABEL = "Not at all likely";
export const NPS_MAX_LABEL = "Extremely likely";
// A scale the owner started from a preset says so (question.scalePreset): the summary adds the
// preset's figure (NPS, CSAT %) only for it, rather than guessing from the range.
export const SCALE_PRESETS = ["nps", "csat"] as const;
export const CSAT_MIN = 1;
export const CSAT_MAX = 5;
export const CSAT_MIN_LABEL = "Very unsatisfied";
export const CSAT_MAX_LABEL = "Very satisfied";
// An answer of 4 or 5 counts as satisfied in the CSAT %.
export const CSAT_SATISFIED_FROM = 4;
// A phone answer is stored in E.164: "+" and at most 15 digits.
export const PHONE_ANSWER_MAX = 16;
// An address answer is a list of its six parts in this order, "" for a part left empty or
// hidden; the country is an ISO 3166-1 alpha-2 code (countries.ts).
export const ADDRESS_PARTS = [
  "street",
  "line2",
  "city",
  "region",
  "postalCode",
  "country",
] as const;
// What the owner makes of each part: asked and required, asked, or not asked.
export const ADDRESS_PART_MODES = ["required", "optional", "hidden"] as const;
// A part the question does not set is asked as this says.
export const DEFAULT_ADDRESS_PARTS = {
  street: "required",
  line2: "optional",
  city: "required",
  region: "optional",
  postalCode: "required",
  country: "required",
} as const;
export const ADDRESS_PART_MAX = 200;
export const ADDRESS_POSTAL_CODE_MAX = 20;
// Number answers and bounds stay within what a double holds exactly as an integer.
export const NUMBER_ANSWER_LIMIT = 1_000_000_000_000_000;
export const FILE_TYPES = ["none", "image", "pdf"] as const;

// Conditional logic: which items a respondent sees (form-logic.ts).
export const LOGIC_MATCHES = ["all", "any"] as const;
export const LOGIC_OPERATORS = [
  "equals",
  "notEquals",
  "contains",
  "answered",
  "notAnswered",
  "greaterThan",
  "lessThan",
] as const;
export const MAX_CONDITIONS = 10;
// Hidden fields a form declares (hidden-fields.ts): how many, a name's and a value's length.
export const HIDDEN_FIELDS_MAX = 20;
export const HIDDEN_FIELD_NAME_MAX = 64;
export const HIDDEN_FIELD_VALUE_MAX = 1000;

// Quizzes: each scored question is worth 0–100 points, 1 unless the owner says otherwise.
export const POINTS_MIN = 0;
export const POINTS_MAX = 100;
export const POINTS_DEFAULT = 1;
export const FEEDBACK_MAX = 500;
export const RELEASE_SCORE_MODES = ["immediately", "later"] as const;

/** How the public page walks the questions: a page at a time, or one question per screen. */
export const FORM_LAYOUTS = ["page", "oneAtATime"] as const;

// Response controls (form-settings.ts).
export const CLOSED_MESSAGE_MAX = 500;
export const CONFIRMATION_MESSAGE_MAX = 2000;
export const REDIRECT_URL_MAX = 2048;
export const RESPONSE_LIMIT_MAX = 1_000_000;
// Embedding (embed-sites.ts): the sites that may frame the public form page.
export const EMBED_SITES_MAX = 20;
// "https://" + the longest host name (253) + ":65535".
export const EMBED_SITE_MAX_LENGTH = 8 + 253 + 6;
// Languages (form-languages.ts): a form may add every language but its default.
export const ADDED_LANGUAGES_MAX = LANGUAGE_CODES.length - 1;
// The members a form's response mail goes to (form-settings.ts).
export const NOTIFY_MEMBERS_MAX = 50;
export const REDIRECT_DELAY_SECONDS = 5;
export const DEFAULT_CLOSED_MESSAGE = "This form is no longer accepting responses.";
export const DEFAULT_CONFIRMATION_MESSAGE = "Your response has been recorded.";

// Content caps the spec leaves open. They bound what one request can store or one
// respondent can send, and are generous next to what Google Forms or Tally allow.
export const FORM_TITLE_MAX = 200;
export const FORM_DESCRIPTION_MAX = 2000;
export const QUESTION_DESCRIPTION_MAX = 2000;
export const QUESTION_TEXT_MAX = 500;
export const OPTION_TEXT_MAX = 200;
export const MAX_QUESTIONS = 200;
export const TEXT_ANSWER_MAX = 5000;
export const FILE_URL_MAX = 2048;
export const DEACTIVATE_REASON_MAX = 500;
export const REGEX_TITLE_MAX = 100;
export const REGEX_PATTERN_MAX = 1000;
export const REGEX_ERROR_MESSAGE_MAX = 200;
export const RESET_TOKEN_MAX = 512;
export const CAPTCHA_TOKEN_MAX = 10_000;

// Uploads
export const MAX_UPLOAD_BYTES = 5_242_880;
export const ALLOWED_FILE_EXTENSIONS = {
  image: ["img", "png", "jpg", "jpeg"],
  pdf: ["pdf"],
} as const;
// A signature is a PNG drawn or typed on the public page: far smaller than a file answer.
export const SIGNATURE_MAX_BYTES = 524_288;
// What a respondent sees if an upload fails; its presence aborts the submission.
export const UPLOAD_FAILED_URL = "No URL";

// Guest respondents
export const GUEST_NAME = "Guest User";
export const GUEST_EMAIL = "guest@anonymous.invalid";

// Admin regex patterns
export const REGEX_MAX_LENGTH_MIN = 1;
export const REGEX_MAX_LENGTH_MAX = 1000;
export const REGEX_FLAGS = "gimsuy";
export const REGEX_FLAGS_MAX = 6;

// Paging and search
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const BUILDER_REGEX_PAGE_SIZE = 100;
export const MAX_PAGE_LIMIT = 100;
export const SEARCH_MAX = 100;
export const SEARCH_DEBOUNCE_MS = 300;
export const PAGINATION_SIBLINGS = 1;

// Layout
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COOKIE_NAME = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const SIDEBAR_KEYBOARD_SHORTCUT = "b";

// Calculations and endings (calculations.ts).
export const VARIABLES_MAX = 20;
export const VARIABLE_NAME_MAX = 40;
export const VARIABLE_TEXT_MAX = 200;
export const CALCULATION_RULES_MAX = 300;
export const CALCULATION_OPERATIONS = ["add", "subtract", "multiply", "set"] as const;
export const VARIABLE_KINDS = ["number", "text"] as const;
export const ENDINGS_MAX = 10;
// Partial responses (partial-responses.ts): kept this long, and saved at most this often while
// the respondent types.
export const PARTIAL_KEEP_DAYS = 30;
export const PARTIAL_SAVE_EVERY_MS = 10_000;
