import { type FormTemplateDto, isSection } from "@formloom/shared";
import { PreviewQuestion } from "@/components/question-preview/preview-question";
import { useAppText } from "@/lib/i18n/use-app-text";

type TemplateQuestion = FormTemplateDto["form"]["questions"][number];

/**
 * The template's items as respondents will see them, every page at once: each question with
 * its controls disabled, each section as the title of the page it starts.
 */
export function TemplateFormPreview({ questions }: { questions: readonly TemplateQuestion[] }) {
  const t = useAppText();
  return (
    <ol aria-label={t("dashboard.templatePreview.questions")} className="grid grid-cols-1 gap-3">
      {questions.map((question) =>
        isSection(question) ? (
          <li
            key={question.key}
            className="mt-2 rounded-xl border border-s-4 border-s-primary bg-card px-4 py-4 first:mt-0 sm:px-5"
          >
            <h4 className="wrap-anywhere font-semibold text-lg tracking-tight">
              {question.questionText}
            </h4>
            {question.description && (
              <p className="mt-1 whitespace-pre-line text-muted-foreground text-sm">
                {question.description}
              </p>
            )}
          </li>
        ) : (
          <li key={question.key} className="rounded-xl border bg-card px-4 py-5 sm:px-5">
            <PreviewQuestion question={question} />
          </li>
        ),
      )}
    </ol>
  );
}
