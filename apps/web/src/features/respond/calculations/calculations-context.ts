import type { VariableSteps } from "@formloom/shared/form-logic";
import { createContext, useContext } from "react";

/** Fresh steps over the form's variables for one pass of its logic; undefined without any. */
export type NewVariableSteps = (() => VariableSteps) | undefined;

export type CalculationsModule = typeof import("@formloom/shared/calculations");

export const CalculationsContext = createContext<{
  module: CalculationsModule;
  newSteps: NewVariableSteps;
} | null>(null);

/** The steps the form's logic reads variables with, or undefined for a form without variables. */
export function useVariableSteps(): NewVariableSteps {
  return useContext(CalculationsContext)?.newSteps;
}

export function useCalculationsModule(): CalculationsModule | undefined {
  return useContext(CalculationsContext)?.module;
}
