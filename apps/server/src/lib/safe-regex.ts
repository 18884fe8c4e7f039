import { parseRegexLiteral, toRegexLiteral } from "@formloom/shared";
import { RE2JS } from "re2js";

// Respondent answers are only ever matched with RE2 (linear time), never with RegExp: an
// admin's pattern cannot stall the server, whatever it is (DESIGN §1).

const compiled = new Map<string, RE2JS>();
const CACHE_LIMIT = 500;

function compile(stored: string): RE2JS {
  let pattern = compiled.get(stored);
  if (!pattern) {
    pattern = RE2JS.compile(stored);
    if (compiled.size >= CACHE_LIMIT) compiled.clear();
    compiled.set(stored, pattern);
  }
  return pattern;
}

/** Like RegExp#test: true when the pattern matches anywhere in the value (anchor to match all). */
export function matchesPattern(stored: string, value: string): boolean {
  return compile(stored).matcher(value).find();
}

const RECHECK_TIMEOUT_MS = 2_000;

/**
 * Why a stored pattern cannot be accepted, or null when it can: it must compile with RE2 (no
 * lookaround, no back-references) and must not backtrack catastrophically in the JavaScript
 * engines that may still meet it (recheck's analysis).
 */
export async function findPatternProblem(stored: string): Promise<string | null> {
  try {
    compile(stored);
  } catch (error) {
    return `This pattern is not supported: ${(error as Error).message}. Lookarounds and back-references are not allowed.`;
  }
  const parts = parseRegexLiteral(toRegexLiteral(stored));
  if (!parts) return "This pattern is not supported.";
  // Loaded at the first pattern saved: recheck took about 28 MB a server kept for nothing.
  const { check } = await import("recheck");
  const diagnostics = await check(parts.pattern, parts.flags, { timeout: RECHECK_TIMEOUT_MS });
  if (diagnostics.status === "vulnerable") {
    return "This pattern can take exponential time on some inputs (catastrophic backtracking). Simplify nested repetitions such as (a+)+.";
  }
  return null;
}
