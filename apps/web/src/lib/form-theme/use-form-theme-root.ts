import type { FormTheme, ThemeFont } from "@formloom/shared/form-theme";
import { useEffect } from "react";
import { type FormThemeRootProps, formThemeRoot } from "./form-theme-root";
import { loadThemeFont } from "./load-theme-font";
import { useThemeScheme } from "./use-theme-scheme";

/** Fetches the theme's font when it is not the page's own. */
export function useFormThemeFont(font: ThemeFont) {
  useEffect(() => {
    // A font that fails to load leaves the fallback of its family: the form still reads.
    loadThemeFont(font).catch(() => undefined);
  }, [font]);
}

/**
 * What the builder's preview root takes to show `theme` (none: the product's own look). The
 * public page loads the same code on demand (use-lazy-form-theme-root.ts).
 */
export function useFormThemeRoot(
  theme: FormTheme | null | undefined,
): FormThemeRootProps | Record<string, never> {
  const scheme = useThemeScheme(theme);
  useFormThemeFont(theme?.font ?? "default");
  return theme ? formThemeRoot(theme, scheme) : {};
}
