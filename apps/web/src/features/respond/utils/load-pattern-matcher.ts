import type { PatternMatcher } from "@formloom/shared/respondent-rules";

const CACHE_LIMIT = 100;

/**
 * Matches answers with re2js, a linear-time engine, never RegExp: an admin's pattern must not
 * be able to freeze a respondent's browser (DESIGN §1). Loaded on demand, since most forms
 * have no pattern and the page must stay light. Same test as the server: a match anywhere.
 */
export async function loadPatternMatcher(): Promise<PatternMatcher> {
  const { RE2JS } = await import("re2js");
  const compiled = new Map<string, ReturnType<typeof RE2JS.compile> | null>();

  const compile = (pattern: string) => {
    if (!compiled.has(pattern)) {
      if (compiled.size >= CACHE_LIMIT) compiled.clear();
      try {
        compiled.set(pattern, RE2JS.compile(pattern));
      } catch {
        // A pattern the engine refuses is the server's to judge, not the respondent's.
        compiled.set(pattern, null);
      }
    }
    return compiled.get(pattern) ?? null;
  };

  return (pattern, value) => compile(pattern)?.matcher(value).find() ?? true;
}

/** Until the engine has loaded, patterns are not checked here; the server checks them anyway. */
export const SKIP_PATTERNS: PatternMatcher = () => true;
