import { CALCULATION_RULES_MAX, type QuestionDraft } from "@formloom/shared";
import { useId } from "react";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { BuilderAction } from "../../utils/builder-state";
import { changeRule, createRule, isRuleOf, takesRules } from "../../utils/rule-edits";
import { AddListItemButton } from "../add-list-item-button";
import { findErrorAt, useCalculations } from "../calculations-context";
import { RuleRow } from "./rule-row";

type QuestionRulesEditorProps = {
  question: QuestionDraft;
  dispatch: (action: BuilderAction) => boolean;
};

/** The rules this question applies to the form's variables; shown once the form has any. */
export function QuestionRulesEditor({ question, dispatch }: QuestionRulesEditorProps) {
  const t = useAppText();
  const id = useId();
  const { calculations, errors } = useCalculations();
  const kind = takesRules(question.questionType);
  const { variables, rules } = calculations;
  if (kind === null || variables.length === 0) return null;
  const setRules = (next: typeof rules) =>
    dispatch({
      type: "updateSettings",
      changes: { calculations: { ...calculations, rules: next } },
    });
  const options = kind === "option" ? question.options.filter((text) => text.trim() !== "") : null;
  const newRule = createRule(question, variables);
  const own = rules.flatMap((rule, index) => (isRuleOf(rule, question) ? [{ rule, index }] : []));

  return (
    <div className="grid grid-cols-1 gap-2">
      <h3 className="font-medium text-sm">{t("builder.rules.title")}</h3>
      <p className="text-muted-foreground text-sm">
        {t(kind === "option" ? "builder.rules.optionHint" : "builder.rules.answerHint")}
      </p>
      <ol className="grid grid-cols-1 gap-2">
        {own.map(({ rule, index }, place) => {
          const error = findErrorAt(errors, `settings.calculations.rules.${index}`);
          const errorId = `${id}-error-${index}`;
          return (
            <li key={index} className="grid grid-cols-1 gap-1">
              <RuleRow
                number={place + 1}
                rule={rule}
                options={options}
                variables={variables}
                invalid={error ? { "aria-invalid": true, "aria-describedby": errorId } : undefined}
                onChange={(change) =>
                  setRules(
                    rules.map((other, i) =>
                      i === index ? changeRule(other, change, variables) : other,
                    ),
                  )
                }
                onRemove={() => setRules(rules.filter((_, i) => i !== index))}
              />
              {error && (
                <p id={errorId} className="text-destructive text-sm">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <AddListItemButton
        label={t("builder.rules.addRule")}
        disabled={newRule === null || rules.length >= CALCULATION_RULES_MAX}
        onClick={() => newRule && setRules([...rules, newRule])}
      />
    </div>
  );
}
