import { z } from "zod";
import { findThemeContrastIssues, THEME_MESSAGES } from "./theme-contrast";
import { LOGO_ALT_MAX } from "./theme-images";
import type { ThemePalette } from "./theme-palette";

// A form's look on the public page, saved with its settings (no new version). Every colour
// pair a respondent reads is held to WCAG AA when the theme is saved, by the server too.

export const THEME_FONTS = ["default", "lora", "merriweather", "nunito", "space-grotesk"] as const;
export const THEME_RADII = ["square", "small", "medium", "large"] as const;
export const BUTTON_STYLES = ["filled", "outline"] as const;
/** Which palette the page shows: always one, or the respondent's own light or dark choice. */
export const THEME_MODES = ["light", "dark", "system"] as const;

export type ThemeFont = (typeof THEME_FONTS)[number];

const COLOR = /^#[0-9a-f]{6}$/i;
const COLOR_MESSAGE = "A colour must be written #rrggbb";

const imageId = z.uuid();
const percent = z.number().min(0).max(100);

/** Shown at the top of the form; its alt text is the form's title unless the owner sets one. */
const themeLogoSchema = z.object({
  imageId,
  alt: z.string().trim().max(LOGO_ALT_MAX).optional(),
});

/**
 * Shown behind the form, cropped around the focal point (in % of its width and height). The
 * form's content lies on a solid card of the palette's background colour, so the contrast
 * checked against that colour is the contrast the respondent reads, whatever the image holds.
 */
const themeBackgroundImageSchema = z.object({ imageId, focalX: percent, focalY: percent });

export type ThemeLogo = z.output<typeof themeLogoSchema>;
export type ThemeBackgroundImage = z.output<typeof themeBackgroundImageSchema>;

function themeObject(color: z.ZodType<string>) {
  const palette = z.object({ background: color, text: color, accent: color });
  return z.object({
    mode: z.enum(THEME_MODES),
    light: palette,
    dark: palette,
    font: z.enum(THEME_FONTS),
    radius: z.enum(THEME_RADII),
    buttonStyle: z.enum(BUTTON_STYLES),
    logo: themeLogoSchema.optional(),
    backgroundImage: themeBackgroundImageSchema.optional(),
  });
}

/** The uploads a theme shows, each checked to be its own form's. */
export function themeImageIds(theme: Pick<FormTheme, "logo" | "backgroundImage"> | null): string[] {
  if (!theme) return [];
  return [theme.logo?.imageId, theme.backgroundImage?.imageId].filter(
    (id): id is string => id !== undefined,
  );
}

/**
 * A theme's look without the images uploaded for its form: what a saved or ready-made theme
 * carries from one form to another (an image belongs to the form it was uploaded for).
 */
export function themeLook<T extends Pick<FormTheme, "logo" | "backgroundImage">>({
  logo: _logo,
  backgroundImage: _backgroundImage,
  ...look
}: T): Omit<T, "logo" | "backgroundImage"> {
  return look;
}

/** The theme as stored and served: its colours lower-case. */
export const formThemeSchema = themeObject(z.string().regex(COLOR, COLOR_MESSAGE));

export type FormTheme = z.output<typeof formThemeSchema>;

/** The theme as saved: refused with a message per failing pair (path theme.<scheme>.<pair>). */
export const formThemeInputSchema = themeObject(
  z
    .string()
    .regex(COLOR, COLOR_MESSAGE)
    .transform((value) => value.toLowerCase()),
).superRefine((theme, context) => {
  for (const issue of findThemeContrastIssues(theme)) {
    context.addIssue({
      code: "custom",
      message: THEME_MESSAGES.contrastTooLow(issue),
      path: [issue.scheme, issue.pair],
    });
  }
});

type ReadyTheme = { id: string; name: string; theme: FormTheme };

const palette = (background: string, text: string, accent: string): ThemePalette => ({
  background,
  text,
  accent,
});

/** The six themes the builder's Theme panel starts from; each passes its own check. */
export const READY_THEMES: readonly ReadyTheme[] = [
  {
    id: "classic",
    name: "Classic",
    theme: {
      mode: "system",
      light: palette("#ffffff", "#1f2937", "#4f46e5"),
      dark: palette("#111827", "#f3f4f6", "#a5b4fc"),
      font: "default",
      radius: "medium",
      buttonStyle: "filled",
    },
  },
  {
    id: "ocean",
    name: "Ocean",
    theme: {
      mode: "system",
      light: palette("#f0f9ff", "#0c4a6e", "#0369a1"),
      dark: palette("#082f49", "#e0f2fe", "#7dd3fc"),
      font: "nunito",
      radius: "large",
      buttonStyle: "filled",
    },
  },
  {
    id: "forest",
    name: "Forest",
    theme: {
      mode: "system",
      light: palette("#f0fdf4", "#14532d", "#15803d"),
      dark: palette("#052e16", "#dcfce7", "#86efac"),
      font: "lora",
      radius: "small",
      buttonStyle: "filled",
    },
  },
  {
    id: "sunset",
    name: "Sunset",
    theme: {
      mode: "light",
      light: palette("#fff7ed", "#431407", "#b93d0a"),
      dark: palette("#1c0d05", "#ffedd5", "#fdba74"),
      font: "merriweather",
      radius: "medium",
      buttonStyle: "filled",
    },
  },
  {
    id: "ink",
    name: "Ink",
    theme: {
      mode: "system",
      light: palette("#fafafa", "#171717", "#262626"),
      dark: palette("#0a0a0a", "#fafafa", "#e5e5e5"),
      font: "space-grotesk",
      radius: "square",
      buttonStyle: "outline",
    },
  },
  {
    id: "night",
    name: "Night",
    theme: {
      mode: "dark",
      light: palette("#fdf2f8", "#500724", "#be185d"),
      dark: palette("#1e1b2e", "#ede9fe", "#f0abfc"),
      font: "nunito",
      radius: "large",
      buttonStyle: "filled",
    },
  },
];
