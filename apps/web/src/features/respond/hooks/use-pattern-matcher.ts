import type { PublicQuestion } from "@formloom/shared";
import type { PatternMatcher } from "@formloom/shared/respondent-rules";
import { useEffect, useState } from "react";
import { loadPatternMatcher, SKIP_PATTERNS } from "../utils/load-pattern-matcher";

/** The regex engine, downloaded only when one of the questions has a pattern. */
export function usePatternMatcher(questions: readonly PublicQuestion[] | undefined) {
  const [matcher, setMatcher] = useState<PatternMatcher>(() => SKIP_PATTERNS);
  const needsPatterns = Boolean(questions?.some((question) => question.validations.regex?.regex));

  useEffect(() => {
    if (!needsPatterns) return;
    let isCurrent = true;
    loadPatternMatcher()
      .then((loaded) => {
        if (isCurrent) setMatcher(() => loaded);
      })
      .catch(() => {
        // Offline or blocked: answers are still checked by the server on submit.
      });
    return () => {
      isCurrent = false;
    };
  }, [needsPatterns]);

  return matcher;
}
