import {
  type Calculations,
  ENDINGS_MAX,
  type Ending,
  type QuestionDraft,
  type Result,
} from "@formloom/shared";
import { toast } from "sonner";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { BuilderAction } from "../../utils/builder-state";
import { createEnding } from "../../utils/ending-edits";
import { findConditionTargets } from "../../utils/logic-drafts";
import { sayRule } from "../../utils/rule-text";
import type { DraftErrors } from "../../utils/validate-draft";
import { AddListItemButton } from "../add-list-item-button";
import { BuilderSection } from "../builder-section";
import { DefaultEndingField } from "./default-ending-field";
import { EndingCard } from "./ending-card";

type EndingsEditorProps = {
  calculations: Calculations;
  questions: readonly QuestionDraft[];
  hiddenFields: readonly string[];
  confirmationMessage: string;
  errors: DraftErrors;
  dispatch: (action: BuilderAction) => boolean;
};

/** The endings: the first whose conditions hold shows; else the default, the confirmation message. */
export function EndingsEditor({
  calculations,
  questions,
  hiddenFields,
  confirmationMessage,
  errors,
  dispatch,
}: EndingsEditorProps) {
  const t = useAppText();
  const { endings, variables } = calculations;
  const targets = findConditionTargets(questions, questions.length, hiddenFields, variables);
  const setEndings = (next: Ending[]) =>
    dispatch({
      type: "updateSettings",
      changes: { calculations: { ...calculations, endings: next } },
    });
  const apply = (index: number | null, outcome: Result<Ending> | Ending) => {
    const result = "ok" in outcome ? outcome : { ok: true as const, value: outcome };
    if (!result.ok) return toast.error(sayRule(result.message, t));
    const ending = result.value;
    setEndings(
      index === null
        ? [...endings, ending]
        : endings.map((other, i) => (i === index ? ending : other)),
    );
  };
  return (
    <BuilderSection title={t("builder.endings.title")} hint={t("builder.endings.hint")}>
      {endings.map((ending, index) => (
        <EndingCard
          // biome-ignore lint/suspicious/noArrayIndexKey: an ending is edited in place, by its place
          key={index}
          number={index + 1}
          ending={ending}
          items={questions}
          targets={targets}
          variables={variables}
          errors={errors}
          onChange={(outcome) => apply(index, outcome)}
          onRemove={() => setEndings(endings.filter((_, i) => i !== index))}
        />
      ))}
      {/* The default ending is the confirmation message: next to the others once there are any. */}
      {endings.length > 0 && (
        <DefaultEndingField
          value={confirmationMessage}
          error={errors["settings.confirmationMessage"]}
          onChange={(message) =>
            dispatch({ type: "updateSettings", changes: { confirmationMessage: message } })
          }
        />
      )}
      <AddListItemButton
        label={t("builder.endings.add")}
        disabled={endings.length >= ENDINGS_MAX}
        onClick={() => apply(null, createEnding(targets))}
      />
    </BuilderSection>
  );
}
