import type { FormTheme, ThemeFont } from "@formloom/shared/form-theme";
import { type CSSProperties, useEffect, useSyncExternalStore } from "react";
import { getAppliedTheme, subscribeToTheme } from "../theme";
import { loadThemeFont } from "./load-theme-font";
import { themeVariables } from "./theme-variables";

/** Fetches the theme's font when it is not the page's own. */
export function useFormThemeFont(font: ThemeFont) {
  useEffect(() => {
    // A font that fails to load leaves the fallback of its family: the form still reads.
    loadThemeFont(font).catch(() => undefined);
  }, [font]);
}

export type FormThemeRootProps = {
  style?: CSSProperties;
  "data-button-style"?: FormTheme["buttonStyle"];
  "data-theme-scheme"?: "light" | "dark";
};

/**
 * What the form's root element takes to show `theme` (none: the product's own look): its
 * colours for the scheme the theme's mode picks, the respondent's own under "system".
 */
export function useFormThemeRoot(theme: FormTheme | null | undefined): FormThemeRootProps {
  // respond.html's static first frame is rendered without a page: no theme, light.
  const applied = useSyncExternalStore(subscribeToTheme, getAppliedTheme, () => "light" as const);
  useFormThemeFont(theme?.font ?? "default");
  if (!theme) return {};
  const scheme = theme.mode === "system" ? applied : theme.mode;
  return {
    style: { ...themeVariables(theme, scheme), colorScheme: scheme } as CSSProperties,
    "data-button-style": theme.buttonStyle,
    "data-theme-scheme": scheme,
  };
}
