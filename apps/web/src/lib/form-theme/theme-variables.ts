import { contrastRatio, mixColors, readableTextOn } from "@formloom/shared/color-contrast";
import type { FormTheme, ThemeFont } from "@formloom/shared/form-theme";
import { THEME_ERROR_COLORS, type ThemeScheme } from "@formloom/shared/theme-palette";

// A form theme as the design's CSS custom properties (design.css), set on the form's root so
// every component under it takes the theme's colours without a class of its own.

const RADIUS_SCALE: Record<FormTheme["radius"], number> = {
  square: 0,
  small: 0.5,
  medium: 1,
  large: 1.6,
};

// The design's radii in rem (design.css @theme), scaled by the theme's choice.
const BASE_RADII = { sm: 0.375, md: 0.5, lg: 0.75, xl: 1, "2xl": 1.25 } as const;

export const THEME_FONT_FAMILIES: Record<Exclude<ThemeFont, "default">, string> = {
  lora: '"Lora Variable", Georgia, serif',
  merriweather: '"Merriweather Variable", Georgia, serif',
  nunito: '"Nunito Variable", ui-sans-serif, system-ui, sans-serif',
  "space-grotesk": '"Space Grotesk Variable", ui-sans-serif, system-ui, sans-serif',
};

/** Muted text a little softer than the text, unless that would fall below 4.5:1. */
function mutedText(text: string, background: string, muted: string): string {
  const softer = mixColors(text, background, 0.25);
  return Math.min(contrastRatio(softer, background), contrastRatio(softer, muted)) >= 4.5
    ? softer
    : text;
}

/** The custom properties of `theme` shown in `scheme`. */
export function themeVariables(theme: FormTheme, scheme: ThemeScheme): Record<string, string> {
  const { background, text, accent } = theme[scheme];
  const error = THEME_ERROR_COLORS[scheme];
  const muted = mixColors(background, text, 0.05);
  const tint = mixColors(background, accent, 0.12);
  const scale = RADIUS_SCALE[theme.radius];
  const radii = Object.fromEntries(
    Object.entries(BASE_RADII).map(([name, rem]) => [`--radius-${name}`, `${rem * scale}rem`]),
  );
  return {
    ...radii,
    ...(theme.font === "default" ? {} : { "--font-sans": THEME_FONT_FAMILIES[theme.font] }),
    "--color-background": background,
    "--color-foreground": text,
    "--color-card": background,
    "--color-card-foreground": text,
    "--color-popover": background,
    "--color-popover-foreground": text,
    "--color-primary": accent,
    "--color-primary-foreground": readableTextOn(accent),
    "--color-primary-soft": tint,
    "--color-secondary": muted,
    "--color-secondary-foreground": text,
    "--color-muted": muted,
    "--color-muted-foreground": mutedText(text, background, muted),
    "--color-accent": tint,
    "--color-accent-foreground": text,
    "--color-destructive": error,
    "--color-destructive-foreground": readableTextOn(error),
    "--color-border": mixColors(background, text, 0.16),
    "--color-input": mixColors(background, text, 0.4),
    "--color-ring": accent,
  };
}
