import { renamePipedQuestions } from "./answer-piping";
import type { Calculations } from "./calculation-schemas";

/**
 * The calculations with each question they name renamed: a rule's question, an ending's
 * conditions on questions and the answers its text pipes (a builder key turned stored id, or a
 * copied form's new ids). Hidden fields and variables keep their names.
 */
export function renameCalculationQuestions(
  calculations: Calculations,
  rename: (reference: string) => string,
): Calculations {
  return {
    variables: calculations.variables,
    rules: calculations.rules.map((rule) => ({ ...rule, questionId: rename(rule.questionId) })),
    endings: calculations.endings.map((ending) => ({
      ...ending,
      message: renamePipedQuestions(ending.message, rename),
      logic: {
        match: ending.logic.match,
        conditions: ending.logic.conditions.map((condition) => ({
          ...condition,
          questionId: rename(condition.questionId),
        })),
      },
    })),
  };
}
