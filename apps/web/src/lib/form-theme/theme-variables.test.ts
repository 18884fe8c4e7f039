import { READY_THEMES } from "@formloom/shared";
import { contrastRatio } from "@formloom/shared/color-contrast";
import { describe, expect, it } from "vitest";
import { themeVariables } from "./theme-variables";

const ink = READY_THEMES.find((ready) => ready.id === "ink")?.theme;
const ocean = READY_THEMES.find((ready) => ready.id === "ocean")?.theme;

describe("themeVariables", () => {
  it("maps the palette of the scheme to the design's colour roles", () => {
    if (!ocean) throw new Error("no Ocean theme");
    const dark = themeVariables(ocean, "dark");
    expect(dark).toMatchObject({
      "--color-background": ocean.dark.background,
      "--color-foreground": ocean.dark.text,
      "--color-primary": ocean.dark.accent,
      "--color-ring": ocean.dark.accent,
      "--color-destructive": "#ff8a80",
      "--font-sans": '"Nunito Variable", ui-sans-serif, system-ui, sans-serif',
    });
    expect(themeVariables(ocean, "light")["--color-background"]).toBe(ocean.light.background);
  });

  it("keeps muted text at 4.5:1 or more on the background and on muted surfaces", () => {
    for (const { theme } of READY_THEMES) {
      for (const scheme of ["light", "dark"] as const) {
        const variables = themeVariables(theme, scheme);
        const muted = variables["--color-muted-foreground"] as string;
        expect(contrastRatio(muted, theme[scheme].background)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(muted, variables["--color-muted"] as string)).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
  });

  it("squares the corners and leaves the page's own font alone when asked", () => {
    if (!ink) throw new Error("no Ink theme");
    const variables = themeVariables({ ...ink, font: "default" }, "light");
    expect(variables["--radius-md"]).toBe("0rem");
    expect(variables).not.toHaveProperty("--font-sans");
  });
});
