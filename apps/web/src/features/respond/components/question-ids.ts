/** The ids that tie a question's label, hint and error to its control. */
export function getQuestionIds(questionId: string) {
  const base = `q-${questionId}`;
  return {
    card: base,
    label: `${base}-label`,
    control: `${base}-control`,
    hint: `${base}-hint`,
    error: `${base}-error`,
    /** A linear scale's end labels. */
    minLabel: `${base}-min-label`,
    maxLabel: `${base}-max-label`,
  };
}

export type QuestionIds = ReturnType<typeof getQuestionIds>;

/** aria-describedby for a control: its hint and its error, when shown. */
export function describedBy(ids: QuestionIds, { hasHint = false, hasError = false }) {
  return [hasHint && ids.hint, hasError && ids.error].filter(Boolean).join(" ") || undefined;
}
