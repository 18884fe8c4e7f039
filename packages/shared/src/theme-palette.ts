// The colours a form theme is made of, free of the contrast check (theme-contrast.ts): the public
// page paints a theme with these and never carries the check, which the builder and server run.

export const THEME_SCHEMES = ["light", "dark"] as const;
export type ThemeScheme = (typeof THEME_SCHEMES)[number];
export type ThemeMode = ThemeScheme | "system";

/** One scheme's colours, each `#rrggbb`. */
export type ThemePalette = { background: string; text: string; accent: string };

/** The error red of the public page in each scheme, what `--color-destructive` becomes. */
export const THEME_ERROR_COLORS: Record<ThemeScheme, string> = {
  light: "#c62828",
  dark: "#ff8a80",
};

/** The palettes the respondent may see under the theme's mode. */
export function schemesShown(mode: ThemeMode): ThemeScheme[] {
  return mode === "system" ? [...THEME_SCHEMES] : [mode];
}
