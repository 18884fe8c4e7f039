// Runs in <head>, before the stylesheet and the first paint, so a dark page never flashes white.
// An external file because the Content-Security-Policy allows no inline script. The same rule
// as src/lib/theme.ts, which takes over once the app has loaded.
(() => {
  let choice = null;
  try {
    choice = localStorage.getItem("theme");
  } catch {
    // Storage refused (private mode): follow the system.
  }
  const isDark =
    choice === "dark" ||
    (choice !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  const root = document.documentElement;
  root.classList.toggle("dark", isDark);
  root.style.colorScheme = isDark ? "dark" : "light";
})();
