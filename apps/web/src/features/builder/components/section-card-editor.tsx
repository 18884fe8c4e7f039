import { QUESTION_DESCRIPTION_MAX, type QuestionDraft } from "@formloom/shared";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { BuilderAction, QuestionChanges } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
import { isLogicError, LogicEditor } from "./logic-editor";
import { PipingTextControl } from "./piping-text-control";

type SectionCardEditorProps = {
  items: readonly QuestionDraft[];
  index: number;
  errors: DraftErrors;
  dispatch: (action: BuilderAction) => boolean;
};

/** The open section card's fields: the page's title and text, and its logic. */
export function SectionCardEditor({ items, index, errors, dispatch }: SectionCardEditorProps) {
  const t = useAppText();
  const section = items[index]!;
  const update = (changes: QuestionChanges) =>
    dispatch({ type: "updateQuestion", key: section.key, changes });
  const titleError = errors.questionText;
  const descriptionError = errors.description;
  const otherErrors = Object.entries(errors).filter(
    ([path]) => path !== "questionText" && path !== "description" && !isLogicError(path),
  );

  return (
    <>
      <div className="grid grid-cols-1 gap-4 px-4 pt-1 pb-4 sm:px-5">
        <FormField label={t("builder.question.pageTitle")} error={titleError}>
          {(control) => (
            <PipingTextControl
              index={index}
              value={section.questionText}
              onChange={(questionText) => update({ questionText })}
            >
              {(piping) => (
                <Input
                  {...control}
                  {...piping}
                  data-focus-target="text"
                  value={section.questionText}
                  placeholder={t("builder.question.untitledSection")}
                  className="bg-card font-medium"
                />
              )}
            </PipingTextControl>
          )}
        </FormField>
        <FormField label={t("builder.question.description")} error={descriptionError}>
          {(control) => (
            <PipingTextControl
              index={index}
              value={section.description}
              onChange={(description) => update({ description })}
            >
              {(piping) => (
                <Textarea
                  {...control}
                  {...piping}
                  rows={2}
                  maxLength={QUESTION_DESCRIPTION_MAX}
                  placeholder={t("builder.question.descriptionPlaceholder")}
                  value={section.description}
                  className="min-h-14 bg-card"
                />
              )}
            </PipingTextControl>
          )}
        </FormField>
        {otherErrors.length > 0 && (
          <ul className="grid grid-cols-1 gap-1 text-destructive text-sm">
            {otherErrors.map(([path, message]) => (
              <li key={path}>{message}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-primary/15 px-4 py-3 sm:px-5">
        <LogicEditor items={items} index={index} errors={errors} dispatch={dispatch} />
      </div>
    </>
  );
}
