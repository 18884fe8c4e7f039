import { REGEX_MAX_LENGTH_MAX, REGEX_MAX_LENGTH_MIN } from "./constants";
import { REGEX_MESSAGES } from "./messages";
import { type Result, refuse, succeed } from "./result";

// Preset patterns of the admin regex form (SPEC §5). Each is an anchored run of one
// character class, optionally followed by a fixed tail, so a Max Length becomes that
// run's repetition bound: {min,M} where min is the preset's own minimum. RE2 has no
// lookahead, so a bound cannot cover a whole e-mail address; for email it caps the
// local part, the part a respondent types freely. All presets avoid lookarounds and
// backreferences so re2js can run them.

export const REGEX_PRESET_IDS = ["email", "password", "phoneNumber", "other"] as const;
export const REGEX_PATTERN_TYPES = ["none", ...REGEX_PRESET_IDS] as const;

export type RegexPresetId = (typeof REGEX_PRESET_IDS)[number];
export type RegexPatternType = (typeof REGEX_PATTERN_TYPES)[number];

type Preset = { characterClass: string; min: number; max: number | null; tail: string };

const PRESETS: Record<RegexPresetId, Preset> = {
  email: {
    characterClass: "[A-Za-z0-9._%+-]",
    min: 1,
    max: null,
    tail: "@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}",
  },
  // At least 8 characters, each a letter or a digit.
  password: { characterClass: "[A-Za-z0-9]", min: 8, max: null, tail: "" },
  phoneNumber: { characterClass: "[0-9]", min: 10, max: 10, tail: "" },
  // Other starts empty; with a Max Length it becomes "any text up to M characters".
  other: { characterClass: "[\\s\\S]", min: 0, max: null, tail: "" },
};

function formatQuantifier(min: number, max: number | null): string {
  if (max === null) return min === 0 ? "*" : min === 1 ? "+" : `{${min},}`;
  return min === max ? `{${min}}` : `{${min},${max}}`;
}

function formatPresetLiteral(preset: Preset, max: number | null): string {
  return `/^${preset.characterClass}${formatQuantifier(preset.min, max)}${preset.tail}$/`;
}

// Pattern types other than none and other fill the regex field and lock it.
export function isPatternTypeLocked(type: RegexPatternType): boolean {
  return type !== "none" && type !== "other";
}

// The /pattern/ literal for the regex field, bounded by maxLength when it is given.
export function buildPresetRegex(id: RegexPresetId, maxLength?: number): Result<string> {
  const preset = PRESETS[id];
  if (maxLength === undefined) {
    if (id === "other") return succeed("");
    return succeed(formatPresetLiteral(preset, preset.max));
  }
  const isInRange =
    Number.isInteger(maxLength) &&
    maxLength >= REGEX_MAX_LENGTH_MIN &&
    maxLength <= REGEX_MAX_LENGTH_MAX;
  if (!isInRange) return refuse(REGEX_MESSAGES.maxLengthOutOfRange);
  if (maxLength < preset.min) return refuse(REGEX_MESSAGES.maxLengthBelowPresetMinimum(preset.min));
  return succeed(formatPresetLiteral(preset, Math.min(preset.max ?? maxLength, maxLength)));
}
