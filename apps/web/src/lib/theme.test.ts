import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import themeInitScript from "../../public/theme-init.js?raw";
import { getThemeChoice, setThemeChoice, THEME_STORAGE_KEY, watchTheme } from "./theme";

/** A stand-in for the browser's prefers-color-scheme, switchable mid-test. */
function emulateSystemTheme(initial: "light" | "dark") {
  let isDark = initial === "dark";
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return isDark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", () => media);
  return (next: "light" | "dark") => {
    isDark = next === "dark";
    for (const listener of listeners) listener();
  };
}

const root = () => document.documentElement;
// The shipped file itself, run in the page's global scope as the browser runs it.
const runInitScript = () => new Function(themeInitScript)();

beforeEach(() => {
  root().className = "";
  root().style.colorScheme = "";
});
afterEach(() => vi.unstubAllGlobals());

describe("public/theme-init.js, run before the first paint", () => {
  it("follows the system when nothing is stored", () => {
    emulateSystemTheme("dark");
    runInitScript();
    expect(root()).toHaveClass("dark");
    expect(root().style.colorScheme).toBe("dark");
  });

  it("keeps a stored choice over the system's", () => {
    emulateSystemTheme("dark");
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    runInitScript();
    expect(root()).not.toHaveClass("dark");
    expect(root().style.colorScheme).toBe("light");

    emulateSystemTheme("light");
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    runInitScript();
    expect(root()).toHaveClass("dark");
  });
});

describe("the theme store", () => {
  it("remembers light and dark, and forgets the choice for system", () => {
    emulateSystemTheme("light");
    setThemeChoice("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(root()).toHaveClass("dark");
    expect(getThemeChoice()).toBe("dark");

    setThemeChoice("system");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(root()).not.toHaveClass("dark");
    expect(getThemeChoice()).toBe("system");
  });

  it("reads an unknown stored value as system", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "sepia");
    expect(getThemeChoice()).toBe("system");
  });

  it("follows a system switch live under system, and not under a fixed choice", () => {
    const switchSystem = emulateSystemTheme("light");
    const stopWatching = watchTheme();
    switchSystem("dark");
    expect(root()).toHaveClass("dark");

    setThemeChoice("light");
    switchSystem("light");
    switchSystem("dark");
    expect(root()).not.toHaveClass("dark");
    stopWatching();
  });

  it("takes up a choice made in another tab", () => {
    emulateSystemTheme("light");
    const stopWatching = watchTheme();
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY }));
    expect(root()).toHaveClass("dark");
    stopWatching();
  });
});
