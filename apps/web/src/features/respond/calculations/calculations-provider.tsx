import type { PublicForm } from "@formloom/shared";
import { type ReactNode, useMemo } from "react";
import { useOnDemand } from "@/lib/use-on-demand";
import { CalculationsContext } from "./calculations-context";
import { formCalculates } from "./form-calculates";

const loadCalculations = () => import("@formloom/shared/calculations");

/**
 * Loads the evaluator for a form with variables or endings (its own chunk) and gives it to the
 * page's logic and its thank-you screen; until it is in, the page shows `fallback`.
 */
export function CalculationsProvider({
  form,
  fallback,
  children,
}: {
  form: Pick<PublicForm, "_id" | "settings">;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { calculations } = form.settings;
  const loaded = useOnDemand(formCalculates(form.settings) ? form._id : null, loadCalculations);
  const value = useMemo(() => {
    const module = loaded.value;
    if (!module) return null;
    return { module, newSteps: () => module.createVariableSteps(calculations) };
  }, [loaded.value, calculations]);
  if (!loaded.isReady) return fallback;
  return <CalculationsContext.Provider value={value}>{children}</CalculationsContext.Provider>;
}
