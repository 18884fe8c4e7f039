import type { AnswerValue, PublicForm } from "@formloom/shared";
import type { HiddenValues } from "@formloom/shared/hidden-fields";
import { useMemo } from "react";
import { useCalculationsModule } from "./calculations-context";

export type ShownEnding = { message: string; redirectUrl: string | null };

/**
 * The ending the submitted answers reach, its text with the variables filled in (as text), or
 * null for the form's own confirmation. The server recomputes the same values from the same answers.
 */
export function useEnding(
  form: Pick<PublicForm, "questions" | "settings">,
  answers: Readonly<Record<string, AnswerValue>>,
  hiddenValues: HiddenValues,
  language: string,
): ShownEnding | null {
  const module = useCalculationsModule();
  return useMemo(() => {
    if (!module) return null;
    const { calculations } = form.settings;
    const computed = module.computeVariables(
      { questions: form.questions, calculations },
      answers,
      hiddenValues,
    );
    const ending = computed.ending === null ? null : calculations.endings[computed.ending];
    const fill = (text: string) => module.fillVariables(text, computed.variables, language);
    if (!ending) return { message: fill(form.settings.confirmationMessage), redirectUrl: null };
    return { message: fill(ending.message), redirectUrl: ending.redirectUrl };
  }, [module, form, answers, hiddenValues, language]);
}
