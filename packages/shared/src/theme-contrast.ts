import { adjustForContrast, contrastRatio, readableTextOn } from "./color-contrast";
import {
  schemesShown,
  THEME_ERROR_COLORS,
  type ThemeMode,
  type ThemePalette,
  type ThemeScheme,
} from "./theme-palette";

// Which colour pairs of a form theme a respondent reads, held to WCAG AA. Free of zod: the
// builder's live check uses it as the server does (form-theme.ts). Never on the public page.

type ThemeColours = { mode: ThemeMode; light: ThemePalette; dark: ThemePalette };

export const CONTRAST_PAIRS = ["text", "buttonText", "accentText", "error", "focusRing"] as const;
export type ContrastPair = (typeof CONTRAST_PAIRS)[number];

export type ThemeContrastIssue = {
  scheme: ThemeScheme;
  pair: ContrastPair;
  foreground: string;
  background: string;
  /** Rounded to two decimals, yet never up to what it needs: 4.499 reads 4.49, not 4.50. */
  ratio: number;
  required: number;
  /** The one colour of the palette to change, and to what, for the pair to pass. */
  fix: { field: keyof ThemePalette; color: string } | null;
};

const TEXT_RATIO = 4.5;
const NON_TEXT_RATIO = 3;

const PAIR_NAMES: Record<ContrastPair, string> = {
  text: "text on the background",
  buttonText: "button text on the accent",
  accentText: "accent links on the background",
  error: "error red on the background",
  focusRing: "focus ring on the background",
};

export const THEME_MESSAGES = {
  contrastTooLow: ({ scheme, pair, ratio, required }: ThemeContrastIssue) =>
    `In the ${scheme} colours, ${PAIR_NAMES[pair]} has a contrast of ${ratio.toFixed(2)}:1; it needs at least ${required}:1`,
} as const;

function shownRatio(ratio: number, required: number): number {
  const rounded = Math.round(ratio * 100) / 100;
  return rounded < required ? rounded : Math.floor(ratio * 100) / 100;
}

function checkPalette(scheme: ThemeScheme, palette: ThemePalette): ThemeContrastIssue[] {
  const { background, text, accent } = palette;
  const buttonText = readableTextOn(accent);
  const error = THEME_ERROR_COLORS[scheme];
  const pairs: [ContrastPair, string, string, number, keyof ThemePalette, string][] = [
    // [pair, foreground, background, ratio, the colour a fix changes, against what]
    ["text", text, background, TEXT_RATIO, "text", background],
    ["buttonText", buttonText, accent, TEXT_RATIO, "accent", buttonText],
    ["accentText", accent, background, TEXT_RATIO, "accent", background],
    ["error", error, background, TEXT_RATIO, "background", error],
    ["focusRing", accent, background, NON_TEXT_RATIO, "accent", background],
  ];
  const issues: ThemeContrastIssue[] = [];
  for (const [pair, foreground, behind, required, field, against] of pairs) {
    const ratio = contrastRatio(foreground, behind);
    if (ratio >= required) continue;
    const color = adjustForContrast(palette[field], against, required);
    issues.push({
      scheme,
      pair,
      foreground,
      background: behind,
      ratio: shownRatio(ratio, required),
      required,
      fix: color ? { field, color } : null,
    });
  }
  return issues;
}

/** Every pair of the shown palettes below WCAG AA; empty when the theme is readable. */
export function findThemeContrastIssues(theme: ThemeColours): ThemeContrastIssue[] {
  return schemesShown(theme.mode).flatMap((scheme) => checkPalette(scheme, theme[scheme]));
}
