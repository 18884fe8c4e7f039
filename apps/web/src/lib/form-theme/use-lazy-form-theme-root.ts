import type { FormTheme } from "@formloom/shared/form-theme";
import { useEffect, useState } from "react";
import type { FormThemeRootProps } from "./form-theme-root";
import { useThemeScheme } from "./use-theme-scheme";

type ThemeCode = typeof import("./form-theme-root");

export type LazyFormThemeRoot = {
  /** False while a themed form's code is on its way: the page shows its loading cards. */
  isReady: boolean;
  /** What the form's root takes to show the theme; null without one (the product's own look). */
  root: FormThemeRootProps | null;
};

/**
 * The form's theme on the public page. Its colour maths and fonts are a chunk of their own,
 * fetched only for a form that has a theme: a plain form never downloads them.
 */
export function useLazyFormThemeRoot(theme: FormTheme | null | undefined): LazyFormThemeRoot {
  const scheme = useThemeScheme(theme);
  const [code, setCode] = useState<ThemeCode | "failed" | null>(null);
  const isThemed = Boolean(theme);
  const font = theme?.font ?? "default";

  useEffect(() => {
    if (!isThemed) return;
    let isCurrent = true;
    import("./form-theme-root").then(
      (loaded) => isCurrent && setCode(loaded),
      // Without its theme the form still reads, in the product's own checked colours.
      () => isCurrent && setCode("failed"),
    );
    return () => {
      isCurrent = false;
    };
  }, [isThemed]);

  useEffect(() => {
    // A font that fails to load leaves the fallback of its family: the form still reads.
    if (code && code !== "failed") code.loadThemeFont(font).catch(() => undefined);
  }, [code, font]);

  if (!theme || code === "failed") return { isReady: true, root: null };
  if (code === null) return { isReady: false, root: null };
  return { isReady: true, root: code.formThemeRoot(theme, scheme) };
}
