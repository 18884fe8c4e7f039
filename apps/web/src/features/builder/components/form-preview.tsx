import { formatFormTitle, type QuestionDraft, splitIntoPages } from "@formloom/shared";
import { ArrowLeft, ArrowRight, GitBranch } from "lucide-react";
import { useState } from "react";
import { PreviewQuestion } from "@/components/question-preview/preview-question";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";

type FormPreviewProps = { title: string; description: string; questions: QuestionDraft[] };

/**
 * The form as respondents will see it, one page at a time; nothing can be answered or
 * submitted here. Every item shows, those with logic marked, since nothing is answered.
 */
export function FormPreview({ title, description, questions }: FormPreviewProps) {
  const pages = splitIntoPages(questions);
  const [pageIndex, setPageIndex] = useState(0);
  const current = Math.min(pageIndex, pages.length - 1);
  const page = pages[current] ?? { section: null, questions: [] };
  const isMultiPage = pages.length > 1;
  const isLast = current === pages.length - 1;
  const pageLabel = `Page ${current + 1} of ${pages.length}`;

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
        {isMultiPage && (
          <div className="mt-5 grid grid-cols-1 gap-2">
            <p aria-live="polite" className="font-medium text-muted-foreground text-sm">
              {pageLabel}
            </p>
            <ProgressBar value={((current + 1) / pages.length) * 100} label={pageLabel} />
          </div>
        )}
      </header>
      {page.section && (
        <section
          aria-label="Page title"
          className="rounded-xl border border-l-4 border-l-primary bg-card px-4 py-5 shadow-soft sm:px-6"
        >
          <h3 className="wrap-anywhere font-semibold text-xl tracking-tight">
            {page.section.questionText.trim() || "Untitled Section"}
          </h3>
          {page.section.description.trim() && (
            <p className="mt-2 whitespace-pre-line wrap-anywhere text-muted-foreground">
              {page.section.description}
            </p>
          )}
          {page.section.logic && <LogicNote noun="page" />}
        </section>
      )}
      <ol aria-label="Questions" className="grid grid-cols-1 gap-4">
        {page.questions.map((question) => (
          <li
            key={question.key}
            className="rounded-xl border bg-card px-4 py-5 shadow-soft sm:px-6"
          >
            <PreviewQuestion question={question} />
            {question.logic && <LogicNote noun="question" />}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {current > 0 && (
            <Button type="button" variant="outline" onClick={() => setPageIndex(current - 1)}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          )}
          {isLast ? (
            <Button type="button" disabled>
              Submit
            </Button>
          ) : (
            <Button type="button" onClick={() => setPageIndex(current + 1)}>
              Next
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </div>
        <p className="text-muted-foreground text-xs">
          This is a preview: answers are not recorded.
        </p>
      </div>
    </div>
  );
}

function LogicNote({ noun }: { noun: "page" | "question" }) {
  return (
    <p className="mt-3 flex items-center gap-1.5 text-muted-foreground text-xs">
      <GitBranch aria-hidden="true" className="size-3.5" />
      This {noun} shows only when its conditions hold.
    </p>
  );
}
