import { type Calculations, VARIABLES_MAX } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { BuilderAction } from "../../utils/builder-state";
import type { DraftErrors } from "../../utils/validate-draft";
import { createVariable } from "../../utils/variable-edits";
import { AddListItemButton } from "../add-list-item-button";
import { BuilderSection } from "../builder-section";
import { findErrorAt } from "../calculations-context";
import { VariableRow } from "./variable-row";

type VariablesEditorProps = {
  calculations: Calculations;
  errors: DraftErrors;
  dispatch: (action: BuilderAction) => boolean;
};

/** The form's variables (a price, a score): the questions' rules change them as they are answered. */
export function VariablesEditor({ calculations, errors, dispatch }: VariablesEditorProps) {
  const t = useAppText();
  const { variables } = calculations;
  const setVariables = (next: Calculations["variables"]) =>
    dispatch({
      type: "updateSettings",
      changes: { calculations: { ...calculations, variables: next } },
    });
  return (
    <BuilderSection title={t("builder.variables.title")} hint={t("builder.variables.hint")}>
      {(id) => (
        <>
          {variables.length > 0 && (
            <ul className="grid grid-cols-1 gap-2">
              {variables.map((variable, index) => {
                const error = findErrorAt(errors, `settings.calculations.variables.${index}`);
                const errorId = `${id}-error-${index}`;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a variable is edited in place, by its place
                  <li key={index} className="grid grid-cols-1 gap-1">
                    <VariableRow
                      number={index + 1}
                      variable={variable}
                      error={error}
                      errorId={errorId}
                      onRename={(name) => dispatch({ type: "renameVariable", index, name })}
                      onChange={(next) =>
                        setVariables(variables.map((other, i) => (i === index ? next : other)))
                      }
                      onRemove={() => dispatch({ type: "removeVariable", index })}
                    />
                    {error && (
                      <p id={errorId} className="text-destructive text-sm">
                        {error}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <AddListItemButton
            label={t("builder.variables.add")}
            disabled={variables.length >= VARIABLES_MAX}
            onClick={() => setVariables([...variables, createVariable(variables)])}
          />
        </>
      )}
    </BuilderSection>
  );
}
