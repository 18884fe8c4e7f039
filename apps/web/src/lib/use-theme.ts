import { useSyncExternalStore } from "react";
import {
  getAppliedTheme,
  getThemeChoice,
  setThemeChoice,
  subscribeToTheme,
  type Theme,
  type ThemeChoice,
} from "./theme";

/** The user's choice (system, light or dark) and how to change it. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribeToTheme, getThemeChoice);
  return [choice, setThemeChoice];
}

/** The theme on screen now, for widgets that draw their own colours (toasts). */
export function useAppliedTheme(): Theme {
  return useSyncExternalStore(subscribeToTheme, getAppliedTheme);
}
