import { formatFormTitle, type QuestionDraft } from "@formloom/shared";
import { Button } from "@/components/ui/button";
import { PreviewQuestion } from "./preview-question";

type FormPreviewProps = { title: string; description: string; questions: QuestionDraft[] };

/** The form as respondents will see it; nothing can be answered or submitted here. */
export function FormPreview({ title, description, questions }: FormPreviewProps) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <header className="overflow-hidden rounded-xl border border-t-4 border-t-primary bg-card px-4 py-6 shadow-soft sm:px-6">
        <h2 className="wrap-anywhere font-semibold text-2xl tracking-tight sm:text-3xl">
          {formatFormTitle(title)}
        </h2>
        {description.trim() && (
          <p className="mt-2 whitespace-pre-line wrap-anywhere text-muted-foreground">
            {description}
          </p>
        )}
        {questions.some((question) => question.required) && (
          <p className="mt-4 text-destructive text-xs">* Required</p>
        )}
      </header>
      <ol aria-label="Questions" className="grid grid-cols-1 gap-4">
        {questions.map((question) => (
          <li
            key={question.key}
            className="rounded-xl border bg-card px-4 py-5 shadow-soft sm:px-6"
          >
            <PreviewQuestion question={question} />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="button" disabled>
          Submit
        </Button>
        <p className="text-muted-foreground text-xs">
          This is a preview: answers are not recorded.
        </p>
      </div>
    </div>
  );
}
