/**
 * A first check in the browser: compiling a pattern is safe whatever it is (only matching can
 * backtrack). The server makes the final check with RE2 and refuses what it cannot run safely.
 */
export function isRegexSyntaxValid(pattern: string, flags: string): boolean {
  try {
    new RegExp(pattern, flags);
    return true;
  } catch {
    return false;
  }
}
