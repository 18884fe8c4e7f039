import { type Calculations, type FormVariable, NO_CALCULATIONS } from "@formloom/shared";
import { createContext, useContext } from "react";
import type { DraftErrors } from "../utils/validate-draft";

type CalculationsSource = { calculations: Calculations; errors: DraftErrors };

const CalculationsContext = createContext<CalculationsSource>({
  calculations: NO_CALCULATIONS,
  errors: {},
});

/** The form's calculations and their messages: question cards show and edit their rules. */
export const CalculationsProvider = CalculationsContext.Provider;

export function useCalculations(): CalculationsSource {
  return useContext(CalculationsContext);
}

/** The form's variables, which any item's logic may read. */
export function useVariables(): readonly FormVariable[] {
  return useContext(CalculationsContext).calculations.variables;
}

/** The first message at `prefix` or under it ("settings.calculations.variables.0.name"). */
export function findErrorAt(errors: DraftErrors, prefix: string): string | undefined {
  const path = Object.keys(errors).find((key) => key === prefix || key.startsWith(`${prefix}.`));
  return path === undefined ? undefined : errors[path];
}
