import type { FormTheme } from "@formloom/shared/form-theme";
import { useMemo } from "react";
import { useOnDemand } from "../use-on-demand";
import type { FormThemeRootProps } from "./form-theme-root";
import { useThemeScheme } from "./use-theme-scheme";

export type LazyFormThemeRoot = {
  /** False while a themed form's code is on its way: the page shows its loading cards. */
  isReady: boolean;
  /** What the form's root takes to show the theme; null without one (the product's own look). */
  root: FormThemeRootProps | null;
};

const loadThemeCode = (theme: FormTheme) =>
  import("./form-theme-root").then((code) => {
    // A font that fails to load leaves the fallback of its family: the form still reads.
    code.loadThemeFont(theme.font).catch(() => undefined);
    return code;
  });

/**
 * The form's theme on the public page. Its colour maths and fonts are a chunk of their own,
 * fetched only for a form that has a theme; if it cannot load, the form reads in the product's
 * own checked colours.
 */
export function useLazyFormThemeRoot(theme: FormTheme | null | undefined): LazyFormThemeRoot {
  const scheme = useThemeScheme(theme);
  const code = useOnDemand(theme, () => loadThemeCode(theme as FormTheme));
  const paint = code.value?.formThemeRoot;
  // The same object while the theme and scheme stay: what the page's root and body take.
  const root = useMemo(
    () => (theme && paint ? paint(theme, scheme) : null),
    [theme, paint, scheme],
  );
  return { isReady: code.isReady, root };
}
