import type { PublicQuestion } from "@formloom/shared";

type WithValidations = { validations: PublicQuestion["validations"] };

/**
 * Gives each question's pattern the admin's current error message (the question stores only
 * title and regex). A pattern missing from `messages` is no longer active: with `dropInactive`
 * it is removed, so a switched-off pattern never blocks an answer.
 */
export function withPatternMessages<T extends WithValidations>(
  questions: readonly T[],
  messages: ReadonlyMap<string, string>,
  { dropInactive }: { dropInactive: boolean },
): T[] {
  return questions.map((question) => {
    const pattern = question.validations.regex;
    if (!pattern) return question;
    const errorMessage = messages.get(pattern.regex);
    if (errorMessage === undefined) {
      return dropInactive
        ? { ...question, validations: { ...question.validations, regex: null } }
        : question;
    }
    return {
      ...question,
      validations: { ...question.validations, regex: { ...pattern, errorMessage } },
    };
  });
}
