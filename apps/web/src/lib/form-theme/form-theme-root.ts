import type { FormTheme } from "@formloom/shared/form-theme";
import type { ThemeScheme } from "@formloom/shared/theme-palette";
import type { CSSProperties } from "react";
import { themeVariables } from "./theme-variables";

// The public page loads this module (and the font loader with it) only for a themed form.
export { loadThemeFont } from "./load-theme-font";

export type FormThemeRootProps = {
  style: CSSProperties;
  "data-button-style": FormTheme["buttonStyle"];
  "data-theme-scheme": ThemeScheme;
};

/** What the form's root element takes to show `theme` in `scheme`. */
export function formThemeRoot(theme: FormTheme, scheme: ThemeScheme): FormThemeRootProps {
  return {
    style: { ...themeVariables(theme, scheme), colorScheme: scheme } as CSSProperties,
    "data-button-style": theme.buttonStyle,
    "data-theme-scheme": scheme,
  };
}
