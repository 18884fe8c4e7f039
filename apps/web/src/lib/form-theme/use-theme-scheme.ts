import type { FormTheme } from "@formloom/shared/form-theme";
import type { ThemeScheme } from "@formloom/shared/theme-palette";
import { useSyncExternalStore } from "react";
import { getAppliedTheme, subscribeToTheme } from "../theme";

/** The palette `theme` shows now: the one its mode names, or the respondent's own under "system". */
export function useThemeScheme(theme: FormTheme | null | undefined): ThemeScheme {
  // respond.html's static first frame is rendered without a page: no theme, light.
  const applied = useSyncExternalStore(subscribeToTheme, getAppliedTheme, () => "light" as const);
  return !theme || theme.mode === "system" ? applied : theme.mode;
}
