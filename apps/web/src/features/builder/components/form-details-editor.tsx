import { FORM_DESCRIPTION_MAX, FORM_TITLE_MAX } from "@formloom/shared";
import { useId } from "react";
import { Textarea } from "@/components/ui/textarea";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { BuilderAction } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";

type FormDetailsEditorProps = {
  title: string;
  description: string;
  errors: DraftErrors;
  dispatch: (action: BuilderAction) => boolean;
};

/** The form's title and optional description, at the top of the edit tab. */
export function FormDetailsEditor({
  title,
  description,
  errors,
  dispatch,
}: FormDetailsEditorProps) {
  const t = useAppText();
  const id = useId();
  const titleError = errors.title;
  const descriptionError = errors.description;
  return (
    <section
      aria-label={t("builder.details.label")}
      className="overflow-hidden rounded-xl border border-t-4 border-t-primary bg-card shadow-soft"
    >
      <div className="grid grid-cols-1 gap-3 px-4 py-5 sm:px-6">
        {/* A textarea that grows, so a long title wraps instead of being cut; it stays one line
            of text: Enter and pasted line breaks add no break. */}
        <textarea
          aria-label={t("builder.details.title")}
          placeholder={t("builder.details.title")}
          rows={1}
          value={title}
          maxLength={FORM_TITLE_MAX}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
          onKeyDown={(event) => {
            if (event.key === "Enter") event.preventDefault();
          }}
          onChange={(event) =>
            dispatch({ type: "setTitle", title: event.target.value.replace(/\r?\n/g, " ") })
          }
          className="field-sizing-content w-full resize-none rounded-md border-0 border-b border-transparent bg-transparent px-1 py-1 font-semibold text-xl tracking-tight outline-none transition-colors placeholder:text-muted-foreground/70 hover:border-b-border focus-visible:border-b-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/30 aria-invalid:border-b-destructive sm:text-3xl"
        />
        {titleError && (
          <p id={`${id}-title-error`} className="px-1 text-destructive text-sm">
            {titleError}
          </p>
        )}
        <Textarea
          aria-label={t("builder.details.description")}
          placeholder={t("builder.details.descriptionPlaceholder")}
          value={description}
          maxLength={FORM_DESCRIPTION_MAX}
          rows={2}
          aria-invalid={descriptionError ? true : undefined}
          onChange={(event) =>
            dispatch({ type: "setDescription", description: event.target.value })
          }
          className="min-h-12 resize-y border-0 border-b border-transparent bg-transparent px-1 shadow-none hover:border-b-border focus-visible:border-b-primary"
        />
        {descriptionError && <p className="px-1 text-destructive text-sm">{descriptionError}</p>}
      </div>
    </section>
  );
}
