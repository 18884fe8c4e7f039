export type ThemeChoice = "system" | "light" | "dark";
export type Theme = "light" | "dark";

export const THEME_CHOICES: readonly ThemeChoice[] = ["system", "light", "dark"];

/*
 * public/theme-init.js reads the same key and applies the same rule before the first paint:
 * the two must change together (theme.test.ts runs the script to hold them to it).
 */
export const THEME_STORAGE_KEY = "theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

const listeners = new Set<() => void>();

function isThemeChoice(value: unknown): value is ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice);
}

/** The stored choice; "system" when none is stored or storage is unavailable. */
export function getThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

function prefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(choice: ThemeChoice, isSystemDark: boolean): Theme {
  if (choice === "system") return isSystemDark ? "dark" : "light";
  return choice;
}

/** The theme the page shows now: the `dark` class on <html> is the one source of truth. */
export function getAppliedTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

function syncTheme() {
  applyTheme(resolveTheme(getThemeChoice(), prefersDark()));
  for (const listener of listeners) listener();
}

export function setThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private modes may refuse storage: the choice then holds for this page only.
  }
  applyTheme(resolveTheme(choice, prefersDark()));
  for (const listener of listeners) listener();
}

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Keeps the page's theme current once it has loaded: a system switch (dusk on a phone) while
 * "system" is chosen, and a choice made in another tab.
 */
export function watchTheme(): () => void {
  syncTheme();
  const media = typeof window.matchMedia === "function" ? window.matchMedia(DARK_QUERY) : null;
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) syncTheme();
  };
  media?.addEventListener("change", syncTheme);
  window.addEventListener("storage", onStorage);
  return () => {
    media?.removeEventListener("change", syncTheme);
    window.removeEventListener("storage", onStorage);
  };
}
