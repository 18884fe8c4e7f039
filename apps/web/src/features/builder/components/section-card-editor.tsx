import { QUESTION_DESCRIPTION_MAX, type QuestionDraft } from "@formloom/shared";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { BuilderAction, QuestionChanges } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
import { isLogicError, LogicEditor } from "./logic-editor";

type SectionCardEditorProps = {
  id: string;
  items: readonly QuestionDraft[];
  index: number;
  errors: DraftErrors;
  dispatch: (action: BuilderAction) => boolean;
};

/** The open section card's fields: the page's title and text, and its logic. */
export function SectionCardEditor({ id, items, index, errors, dispatch }: SectionCardEditorProps) {
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
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={`${id}-title`}>Page title</Label>
          <Input
            id={`${id}-title`}
            data-focus-target="text"
            value={section.questionText}
            placeholder="Untitled Section"
            className="bg-card font-medium"
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? `${id}-title-error` : undefined}
            onChange={(event) => update({ questionText: event.target.value })}
          />
          {titleError && (
            <p id={`${id}-title-error`} className="text-destructive text-sm">
              {titleError}
            </p>
          )}
        </div>
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={`${id}-description`}>Description</Label>
          <Textarea
            id={`${id}-description`}
            rows={2}
            maxLength={QUESTION_DESCRIPTION_MAX}
            placeholder="Optional text under the title"
            value={section.description}
            className="min-h-14 bg-card"
            aria-invalid={descriptionError ? true : undefined}
            onChange={(event) => update({ description: event.target.value })}
          />
          {descriptionError && <p className="text-destructive text-sm">{descriptionError}</p>}
        </div>
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
