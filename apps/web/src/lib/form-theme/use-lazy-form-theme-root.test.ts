import type { FormTheme } from "@formloom/shared/form-theme";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useLazyFormThemeRoot } from "./use-lazy-form-theme-root";

const ALWAYS_DARK: FormTheme = {
  mode: "dark",
  light: { background: "#ffffff", text: "#111111", accent: "#1d4ed8" },
  dark: { background: "#101828", text: "#f2f4f7", accent: "#fdb022" },
  font: "default",
  radius: "square",
  buttonStyle: "outline",
};

describe("useLazyFormThemeRoot", () => {
  it("is ready at once, with nothing to apply, for a form without a theme", () => {
    const { result } = renderHook(() => useLazyFormThemeRoot(null));
    expect(result.current).toEqual({ isReady: true, root: null });
  });

  it("waits for the theme's code, then gives the colours of the scheme the mode picks", async () => {
    const { result } = renderHook(() => useLazyFormThemeRoot(ALWAYS_DARK));
    expect(result.current).toEqual({ isReady: false, root: null });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    expect(result.current.root).toMatchObject({
      style: { "--color-background": "#101828", "--color-primary": "#fdb022" },
      "data-button-style": "outline",
      "data-theme-scheme": "dark",
    });
  });
});
