import {
  findConditionTargets,
  isSection,
  MAX_CONDITIONS,
  type QuestionDraft,
} from "@formloom/shared";
import { ChevronDown, GitBranch, Plus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { cn } from "@/lib/cn";
import type { BuilderAction } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
import { ConditionRow } from "./condition-row";

type LogicEditorProps = {
  items: readonly QuestionDraft[];
  index: number;
  errors: DraftErrors;
  dispatch: (action: BuilderAction) => boolean;
};

/** The paths whose messages show in the logic editor; the card lists any others. */
export const isLogicError = (path: string) => path === "logic" || path.startsWith("logic.");

function countLabel(count: number): string {
  return count === 1 ? "1 condition" : `${count} conditions`;
}

/**
 * "Show this when all/any of these hold": the conditions on questions above this item. Closed
 * until opened, unless the item already has logic or a message about it.
 */
export function LogicEditor({ items, index, errors, dispatch }: LogicEditorProps) {
  const id = useId();
  const item = items[index];
  const hasErrors = Object.keys(errors).some(isLogicError);
  const [isOpen, setOpen] = useState(() => Boolean(item?.logic));
  // A new condition takes focus, so a keyboard user goes on with it.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  if (!item) return null;
  const { key, logic } = item;
  const targets = findConditionTargets(items, index);
  const conditions = logic?.conditions ?? [];
  const noun = isSection(item) ? "section" : "question";
  const listError = errors["logic.conditions"] ?? errors.logic;

  return (
    <Collapsible open={isOpen || hasErrors} onOpenChange={setOpen}>
      <CollapsibleTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-ml-2 text-muted-foreground hover:text-foreground"
        >
          <GitBranch aria-hidden="true" />
          Logic
          {logic && (
            <span className="rounded-full bg-primary-soft px-2 py-0.5 font-medium text-primary text-xs">
              {countLabel(conditions.length)}
            </span>
          )}
          <ChevronDown
            aria-hidden="true"
            className={cn("transition-transform", (isOpen || hasErrors) && "rotate-180")}
          />
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent className="mt-2 grid grid-cols-1 gap-3 rounded-lg border bg-muted/40 p-3 sm:p-4">
        {logic === null ? (
          <p className="text-muted-foreground text-sm">
            {targets.length === 0
              ? `This ${noun} is always shown. Logic can only use questions above it.`
              : `This ${noun} is always shown. Add a condition to show it only when it applies.`}
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span id={`${id}-when`}>Show this {noun} when</span>
              <Select
                value={logic.match}
                onValueChange={(match) =>
                  dispatch({ type: "setLogicMatch", key, match: match as "all" | "any" })
                }
              >
                <SelectTrigger
                  aria-label="Match"
                  aria-describedby={`${id}-when ${id}-hold`}
                  className="h-8 w-auto bg-card"
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">all</SelectItem>
                  <SelectItem value="any">any</SelectItem>
                </SelectContent>
              </Select>
              <span id={`${id}-hold`}>of these hold:</span>
            </div>
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
        <div className="flex flex-wrap items-center gap-2">
          {targets.length > 0 && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="bg-card"
              disabled={conditions.length >= MAX_CONDITIONS}
              onClick={() => {
                if (dispatch({ type: "addCondition", key })) setFocusIndex(conditions.length);
              }}
            >
              <Plus aria-hidden="true" />
              Add condition
            </Button>
          )}
          {logic && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
              onClick={() => dispatch({ type: "removeLogic", key })}
            >
              Remove logic
            </Button>
          )}
        </div>
      </CollapsibleContent>
    </Collapsible>
  );
}
