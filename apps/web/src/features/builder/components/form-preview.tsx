import {
  type FormSettings,
  type Page,
  type QuestionDraft,
  splitIntoPages,
  toOwnerText,
} from "@formloom/shared";
import { GitBranch } from "lucide-react";
import { useState } from "react";
import { PreviewQuestion } from "@/components/question-preview/preview-question";
import { useAppText } from "@/lib/i18n/use-app-text";
import { FormPreviewHeader } from "./form-preview-header";
import { FormPreviewNav } from "./form-preview-nav";

type FormPreviewProps = {
  title: string;
  description: string;
  questions: QuestionDraft[];
  layout?: FormSettings["layout"];
};

type PreviewPage = Page<QuestionDraft>;

/** One question per screen, headed by its section when first on its page (one at a time). */
function splitIntoScreens(pages: readonly PreviewPage[]): PreviewPage[] {
  return pages.flatMap((page) =>
    page.questions.length === 0
      ? [page]
      : page.questions.map((question, index) => ({
          section: index === 0 ? page.section : null,
          questions: [question],
        })),
  );
}

/** Nothing is answered here: a piped answer reads as "@<question>". */
function withOwnerTexts(question: QuestionDraft, questions: readonly QuestionDraft[]) {
  return {
    ...question,
    questionText: toOwnerText(question.questionText, questions),
    description: toOwnerText(question.description, questions),
    options: question.options.map((option) => toOwnerText(option, questions)),
  };
}

/**
 * The form as respondents will see it, one page at a time; nothing can be answered or
 * submitted here. Every item shows, those with logic marked, since nothing is answered.
 */
export function FormPreview({ title, description, questions, layout = "page" }: FormPreviewProps) {
  const t = useAppText();
  const isOneAtATime = layout === "oneAtATime";
  const split = splitIntoPages(questions.map((question) => withOwnerTexts(question, questions)));
  const pages = isOneAtATime ? splitIntoScreens(split) : split;
  const [pageIndex, setPageIndex] = useState(0);
  const current = Math.min(pageIndex, pages.length - 1);
  const page = pages[current] ?? { section: null, questions: [] };

  return (
    <div className="grid grid-cols-1 gap-4">
      <FormPreviewHeader
        title={title}
        description={description}
        hasRequired={questions.some((question) => question.required)}
        current={current}
        pageCount={pages.length}
        isOneAtATime={isOneAtATime}
      />
      {page.section && (
        <section
          aria-label={t("builder.formPreview.pageTitle")}
          className="rounded-xl border border-s-4 border-s-primary bg-card px-4 py-5 shadow-soft sm:px-6"
        >
          <h3 className="wrap-anywhere font-semibold text-xl tracking-tight">
            {page.section.questionText.trim() || t("builder.formPreview.untitledSection")}
          </h3>
          {page.section.description.trim() && (
            <p className="mt-2 whitespace-pre-line wrap-anywhere text-muted-foreground">
              {page.section.description}
            </p>
          )}
          {page.section.logic && <LogicNote noun="page" />}
        </section>
      )}
      <ol aria-label={t("builder.formPreview.questions")} className="grid grid-cols-1 gap-4">
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
      <FormPreviewNav
        isFirst={current === 0}
        isLast={current === pages.length - 1}
        onBack={() => setPageIndex(current - 1)}
        onNext={() => setPageIndex(current + 1)}
      />
    </div>
  );
}

function LogicNote({ noun }: { noun: "page" | "question" }) {
  const t = useAppText();
  return (
    <p className="mt-3 flex items-center gap-1.5 text-muted-foreground text-xs">
      <GitBranch aria-hidden="true" className="size-3.5" />
      {t(
        noun === "page"
          ? "builder.formPreview.pageLogicNote"
          : "builder.formPreview.questionLogicNote",
      )}
    </p>
  );
}
