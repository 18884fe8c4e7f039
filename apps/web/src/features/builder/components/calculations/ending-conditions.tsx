import { type Ending, MAX_CONDITIONS, type QuestionDraft } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { ConditionChange } from "../../utils/logic-drafts";
import type { DraftErrors } from "../../utils/validate-draft";
import { AddListItemButton } from "../add-list-item-button";
import { findErrorAt } from "../calculations-context";
import { ConditionRow } from "../condition-row";
import { LogicMatchSelect } from "../logic-match-select";

type EndingConditionsProps = {
  logic: Ending["logic"];
  items: readonly QuestionDraft[];
  targets: readonly QuestionDraft[];
  /** The ending's path in the errors: "settings.calculations.endings.0". */
  path: string;
  errors: DraftErrors;
  onMatch: (match: "all" | "any") => void;
  onAdd: () => void;
  onChange: (conditionIndex: number, change: ConditionChange) => void;
  onRemove: (conditionIndex: number) => void;
};

/** "Show this ending when all/any of these hold", on answers, hidden fields or variables. */
export function EndingConditions({
  logic,
  items,
  targets,
  path,
  errors,
  ...on
}: EndingConditionsProps) {
  const t = useAppText();
  const listError = errors[`${path}.logic.conditions`] ?? errors[`${path}.logic`];
  return (
    <div className="grid grid-cols-1 gap-3 rounded-lg border bg-muted/40 p-3 sm:p-4">
      <LogicMatchSelect noun="ending" match={logic.match} onChange={on.onMatch} />
      <ol className="grid grid-cols-1 gap-3">
        {logic.conditions.map((condition, conditionIndex) => (
          <ConditionRow
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id of their own
            key={conditionIndex}
            number={conditionIndex + 1}
            condition={condition}
            items={items}
            targets={targets}
            error={findErrorAt(errors, `${path}.logic.conditions.${conditionIndex}`)}
            shouldFocus={false}
            onFocused={() => {}}
            onChange={(change) => on.onChange(conditionIndex, change)}
            onRemove={() => on.onRemove(conditionIndex)}
          />
        ))}
      </ol>
      {listError && <p className="text-destructive text-sm">{listError}</p>}
      <AddListItemButton
        label={t("builder.logic.addCondition")}
        className="bg-card"
        disabled={logic.conditions.length >= MAX_CONDITIONS || targets.length === 0}
        onClick={on.onAdd}
      />
    </div>
  );
}
