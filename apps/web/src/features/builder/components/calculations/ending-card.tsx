import type { Result } from "@formloom/shared";
import {
  type Ending,
  type FormVariable,
  type QuestionDraft,
  REDIRECT_URL_MAX,
} from "@formloom/shared";
import { X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import {
  addEndingCondition,
  changeEndingCondition,
  removeEndingCondition,
} from "../../utils/ending-edits";
import type { DraftErrors } from "../../utils/validate-draft";
import { EndingConditions } from "./ending-conditions";
import { EndingMessageField } from "./ending-message-field";

type EndingCardProps = {
  number: number;
  ending: Ending;
  items: readonly QuestionDraft[];
  targets: readonly QuestionDraft[];
  variables: readonly FormVariable[];
  errors: DraftErrors;
  onChange: (ending: Result<Ending> | Ending) => void;
  onRemove: () => void;
};

/** One ending: its text, its optional redirect, and when it shows. */
export function EndingCard({
  number,
  ending,
  items,
  targets,
  variables,
  errors,
  onChange,
  onRemove,
}: EndingCardProps) {
  const t = useAppText();
  const id = useId();
  const path = `settings.calculations.endings.${number - 1}`;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid grid-cols-1 gap-3 rounded-lg border p-3 sm:p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="font-medium">
          {t("builder.endings.heading", { number })}
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={t("builder.endings.remove", { number })}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <EndingMessageField
        label={t("builder.endings.message")}
        value={ending.message}
        error={errors[`${path}.message`]}
        variables={variables}
        onChange={(message) => onChange({ ...ending, message })}
      />
      <FormField label={t("builder.endings.redirect")} error={errors[`${path}.redirectUrl`]}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            maxLength={REDIRECT_URL_MAX}
            value={ending.redirectUrl ?? ""}
            onChange={(event) => onChange({ ...ending, redirectUrl: event.target.value || null })}
          />
        )}
      </FormField>
      <EndingConditions
        logic={ending.logic}
        items={items}
        targets={targets}
        path={path}
        errors={errors}
        onMatch={(match) => onChange({ ...ending, logic: { ...ending.logic, match } })}
        onAdd={() => onChange(addEndingCondition(ending, targets))}
        onChange={(index, change) =>
          onChange(changeEndingCondition(ending, index, change, targets))
        }
        onRemove={(index) => onChange(removeEndingCondition(ending, index))}
      />
    </section>
  );
}
