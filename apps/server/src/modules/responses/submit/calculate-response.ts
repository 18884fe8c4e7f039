import {
  type AnswerValue,
  type Calculations,
  computeVariables,
  createVariableSteps,
  type HiddenValues,
  hasCalculations,
  type Question,
  type VariableSteps,
  type VariableValues,
} from "@formloom/shared";

// A submission's variables (calculations.ts), computed by the server from the answers it stores:
// whatever the browser computed or sent, these are the values stored, exported and sent.

/** Fresh steps for one pass over the form, or undefined when it has no variables. */
export function variableStepsFor(calculations: Calculations): VariableSteps | undefined {
  return hasCalculations(calculations) ? createVariableSteps(calculations) : undefined;
}

/** The variables as the stored answers leave them; {} for a form without variables. */
export function calculateResponse(
  questions: readonly Question[],
  calculations: Calculations,
  answers: Readonly<Record<string, AnswerValue>>,
  hiddenValues: HiddenValues,
): VariableValues {
  if (!hasCalculations(calculations)) return {};
  return { ...computeVariables({ questions, calculations }, answers, hiddenValues).variables };
}
