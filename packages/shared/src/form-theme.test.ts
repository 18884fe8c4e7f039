import { describe, expect, it } from "vitest";
import { contrastRatio } from "./color-contrast";
import { formSettingsInputSchema, formSettingsPatchSchema } from "./form-settings";
import { type FormTheme, formThemeInputSchema, READY_THEMES, themeImageIds } from "./form-theme";
import { findThemeContrastIssues } from "./theme-contrast";

const classic = READY_THEMES[0]?.theme as FormTheme;

describe("findThemeContrastIssues", () => {
  it.each(READY_THEMES.map((ready) => [ready.id, ready.theme] as const))(
    "finds nothing wrong with the ready-made theme %s, in either scheme",
    (_id, theme) => {
      expect(findThemeContrastIssues({ ...theme, mode: "system" })).toEqual([]);
    },
  );

  it("names grey text on white at 4.48:1 and offers a darker grey that passes", () => {
    const theme = { ...classic, mode: "light" as const };
    const issues = findThemeContrastIssues({
      ...theme,
      light: { ...theme.light, text: "#777777" },
    });
    expect(issues).toHaveLength(1);
    const [issue] = issues;
    expect(issue).toMatchObject({ scheme: "light", pair: "text", ratio: 4.48, required: 4.5 });
    expect(issue?.fix?.field).toBe("text");
    expect(contrastRatio(issue?.fix?.color as string, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("passes #767676 on white", () => {
    const theme = { ...classic, mode: "light" as const };
    expect(
      findThemeContrastIssues({ ...theme, light: { ...theme.light, text: "#767676" } }),
    ).toEqual([]);
  });

  it("checks only the palette the mode shows", () => {
    const unreadableDark = { ...classic.dark, text: "#222222" };
    expect(findThemeContrastIssues({ ...classic, mode: "light", dark: unreadableDark })).toEqual(
      [],
    );
    const issues = findThemeContrastIssues({ ...classic, mode: "system", dark: unreadableDark });
    expect(issues.map((issue) => [issue.scheme, issue.pair])).toEqual([["dark", "text"]]);
  });

  it("holds a pale accent to 3:1 for the focus ring and 4.5:1 as text", () => {
    const issues = findThemeContrastIssues({
      ...classic,
      mode: "light",
      light: { ...classic.light, accent: "#c7d2fe" },
    });
    expect(issues.map((issue) => issue.pair)).toEqual(["accentText", "focusRing"]);
    expect(issues.every((issue) => issue.fix?.field === "accent")).toBe(true);
  });

  it("asks for a lighter background when the error red cannot be read on it", () => {
    const issues = findThemeContrastIssues({
      ...classic,
      mode: "light",
      light: { background: "#b0b0b0", text: "#000000", accent: "#000000" },
    });
    expect(issues.map((issue) => issue.pair)).toEqual(["error"]);
    expect(issues[0]?.fix?.field).toBe("background");
  });
});

describe("formThemeInputSchema", () => {
  it("refuses a failing pair under theme.<scheme>.<pair>, naming the ratios", () => {
    const result = formSettingsPatchSchema.safeParse({
      theme: { ...classic, mode: "light", light: { ...classic.light, text: "#777777" } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["theme", "light", "text"]);
    expect(result.error?.issues[0]?.message).toBe(
      "In the light colours, text on the background has a contrast of 4.48:1; it needs at least 4.5:1",
    );
  });

  it("refuses a colour not written #rrggbb and lower-cases one that is", () => {
    expect(
      formThemeInputSchema.safeParse({ ...classic, light: { ...classic.light, text: "red" } })
        .success,
    ).toBe(false);
    const parsed = formThemeInputSchema.parse({
      ...classic,
      light: { ...classic.light, accent: "#4F46E5" },
    });
    expect(parsed.light.accent).toBe("#4f46e5");
  });

  it("reads a form saved without a theme as having none", () => {
    expect(formSettingsInputSchema.parse({}).theme).toBeNull();
  });
});

describe("a theme's images", () => {
  const imageId = "0193a000-0000-7000-8000-0000000000a1";

  it("takes a logo and a background image with its focal point, in percent", () => {
    const theme = {
      ...classic,
      logo: { imageId, alt: "  Acme  " },
      backgroundImage: { imageId, focalX: 0, focalY: 100 },
    };
    const parsed = formThemeInputSchema.parse(theme);
    expect(parsed.logo).toEqual({ imageId, alt: "Acme" });
    expect(themeImageIds(parsed)).toEqual([imageId, imageId]);
    expect(themeImageIds(classic)).toEqual([]);
  });

  it("refuses a focal point off the image and an image named by anything but an id", () => {
    const off = { ...classic, backgroundImage: { imageId, focalX: 50, focalY: 101 } };
    expect(formThemeInputSchema.safeParse(off).success).toBe(false);
    const named = { ...classic, logo: { imageId: "../logo.svg" } };
    expect(formThemeInputSchema.safeParse(named).success).toBe(false);
  });
});
