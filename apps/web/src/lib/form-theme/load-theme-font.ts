import type { ThemeFont } from "@formloom/shared/form-theme";

// Each font is its own chunk, fetched only by a form whose theme names it.
const FONT_LOADERS: Record<Exclude<ThemeFont, "default">, () => Promise<unknown>> = {
  lora: () => import("@fontsource-variable/lora"),
  merriweather: () => import("@fontsource-variable/merriweather"),
  nunito: () => import("@fontsource-variable/nunito"),
  "space-grotesk": () => import("@fontsource-variable/space-grotesk"),
};

/** Loads the font's faces once; the default font is already part of the page. */
export function loadThemeFont(font: ThemeFont): Promise<unknown> {
  return font === "default" ? Promise.resolve() : FONT_LOADERS[font]();
}
