import type { QuestionDraft } from "@formloom/shared";
import { Star } from "lucide-react";
import { useAppText } from "@/lib/i18n/use-app-text";
import { PreviewQuestionLabel } from "./preview-question-label";

export function PreviewRating({ question }: { question: QuestionDraft }) {
  const t = useAppText();
  const maxRating = question.maxRating ?? 5;
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3">
      <legend className="mb-3">
        <PreviewQuestionLabel question={question} />
      </legend>
      <div className="flex flex-wrap gap-1">
        {Array.from({ length: maxRating }, (_, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: stars are identified by their value
            key={index}
            type="button"
            disabled
            aria-label={t("preview.rating.star", { value: index + 1, max: maxRating })}
            className="rounded-md p-1 text-muted-foreground/60"
          >
            <Star aria-hidden="true" className="size-6" />
          </button>
        ))}
      </div>
    </fieldset>
  );
}
