import { useLayoutEffect } from "react";
import type { FormThemeRootProps } from "@/lib/form-theme/form-theme-root";

/**
 * Dialogs (Clear form) open in a portal under <body>, outside the form's root: the theme's
 * custom properties, scheme and button style go on <body> too, so they take the form's look.
 * An embed on the host page's background keeps its transparent body (design.css).
 */
export function usePortalTheme(theme: FormThemeRootProps | null | undefined) {
  useLayoutEffect(() => {
    if (!theme) return;
    const { body } = document;
    const properties = Object.entries(theme.style).filter(([name]) => name.startsWith("--"));
    for (const [name, value] of properties) body.style.setProperty(name, String(value));
    body.style.colorScheme = theme["data-theme-scheme"];
    body.setAttribute("data-button-style", theme["data-button-style"]);
    return () => {
      for (const [name] of properties) body.style.removeProperty(name);
      body.style.removeProperty("color-scheme");
      body.removeAttribute("data-button-style");
    };
  }, [theme]);
}
