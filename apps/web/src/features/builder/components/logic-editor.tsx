import { isSection, MAX_CONDITIONS, type QuestionDraft } from "@formloom/shared";
import { useState } from "react";
import { Collapsible, CollapsibleContent } from "@/components/ui/collapsible";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";
import type { BuilderAction } from "../utils/builder-state";
import { findConditionTargets } from "../utils/logic-drafts";
import type { DraftErrors } from "../utils/validate-draft";
import { useVariables } from "./calculations-context";
import { ConditionRow } from "./condition-row";
import { useHiddenFields } from "./hidden-fields-context";
import { LogicActions } from "./logic-actions";
import { LogicMatchSelect } from "./logic-match-select";
import { LogicTrigger } from "./logic-trigger";

type LogicEditorProps = {
  items: readonly QuestionDraft[];
  index: number;
  errors: DraftErrors;
  dispatch: (action: BuilderAction) => boolean;
};

const ALWAYS_SHOWN = {
  section: {
    noTargets: "builder.logic.sectionNoTargets",
    canAdd: "builder.logic.sectionAlwaysShown",
  },
  question: {
    noTargets: "builder.logic.questionNoTargets",
    canAdd: "builder.logic.questionAlwaysShown",
  },
} as const satisfies Record<string, Record<string, AppTextId>>;

/** The paths whose messages show in the logic editor; the card lists any others. */
export const isLogicError = (path: string) => path === "logic" || path.startsWith("logic.");

/**
 * "Show this when all/any of these hold": the conditions on questions above this item, or on
 * the form's hidden fields. Closed
 * until opened, unless the item already has logic or a message about it.
 */
export function LogicEditor({ items, index, errors, dispatch }: LogicEditorProps) {
  const t = useAppText();
  const item = items[index];
  const hasErrors = Object.keys(errors).some(isLogicError);
  const [isOpen, setOpen] = useState(() => Boolean(item?.logic));
  // A new condition takes focus, so a keyboard user goes on with it.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const hiddenFields = useHiddenFields();
  const variables = useVariables();
  if (!item) return null;
  const { key, logic } = item;
  const targets = findConditionTargets(items, index, hiddenFields, variables);
  const conditions = logic?.conditions ?? [];
  const noun = isSection(item) ? "section" : "question";
  const listError = errors["logic.conditions"] ?? errors.logic;

  return (
    <Collapsible open={isOpen || hasErrors} onOpenChange={setOpen}>
      <LogicTrigger
        conditionCount={logic ? conditions.length : null}
        isOpen={isOpen || hasErrors}
      />
      <CollapsibleContent className="mt-2 grid grid-cols-1 gap-3 rounded-lg border bg-muted/40 p-3 sm:p-4">
        {logic === null ? (
          <p className="text-muted-foreground text-sm">
            {t(ALWAYS_SHOWN[noun][targets.length === 0 ? "noTargets" : "canAdd"])}
          </p>
        ) : (
          <>
            <LogicMatchSelect
              noun={noun}
              match={logic.match}
              onChange={(match) => dispatch({ type: "setLogicMatch", key, match })}
            />
            <ol className="grid grid-cols-1 gap-3">
              {conditions.map((condition, conditionIndex) => (
                <ConditionRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id of their own
                  key={conditionIndex}
                  number={conditionIndex + 1}
                  condition={condition}
                  items={items}
                  targets={targets}
                  error={errors[`logic.conditions.${conditionIndex}`]}
                  shouldFocus={focusIndex === conditionIndex}
                  onFocused={() => setFocusIndex(null)}
                  onChange={(change) =>
                    dispatch({ type: "changeCondition", key, conditionIndex, change })
                  }
                  onRemove={() => dispatch({ type: "removeCondition", key, conditionIndex })}
                />
              ))}
            </ol>
          </>
        )}
        {listError && <p className="text-destructive text-sm">{listError}</p>}
        <LogicActions
          canAddCondition={targets.length > 0}
          isAddDisabled={conditions.length >= MAX_CONDITIONS}
          hasLogic={Boolean(logic)}
          onAddCondition={() => {
            if (dispatch({ type: "addCondition", key })) setFocusIndex(conditions.length);
          }}
          onRemoveLogic={() => dispatch({ type: "removeLogic", key })}
        />
      </CollapsibleContent>
    </Collapsible>
  );
}
