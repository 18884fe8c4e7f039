import { type FormTheme, READY_THEMES } from "@formloom/shared/form-theme";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useLazyFormThemeRoot } from "./use-lazy-form-theme-root";

// The ready-made Night theme is always dark.
const NIGHT = READY_THEMES.find((ready) => ready.id === "night")?.theme as FormTheme;

describe("useLazyFormThemeRoot", () => {
  it("is ready at once, with nothing to apply, for a form without a theme", () => {
    const { result } = renderHook(() => useLazyFormThemeRoot(null));
    expect(result.current).toEqual({ isReady: true, root: null });
  });

  it("waits for the theme's code, then gives the colours of the scheme the mode picks", async () => {
    const { result } = renderHook(() => useLazyFormThemeRoot(NIGHT));
    expect(result.current).toEqual({ isReady: false, root: null });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    expect(result.current.root).toMatchObject({
      style: { "--color-background": NIGHT.dark.background, "--color-primary": NIGHT.dark.accent },
      "data-button-style": NIGHT.buttonStyle,
      "data-theme-scheme": "dark",
    });
  });
});
