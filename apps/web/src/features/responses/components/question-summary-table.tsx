import type { Question, QuestionSummary } from "@formloom/shared";
import { questionTypeLabel } from "@/lib/i18n/question-type-label";
import { useAppText } from "@/lib/i18n/use-app-text";
import { QuestionSummaryView } from "./question-summary-view";
import { SummaryRowsTable } from "./summary-rows-table";

type QuestionSummaryTableProps = {
  questions: readonly QuestionSummary[];
  /** The form's questions at this version, for what the summary does not repeat (scale labels). */
  formQuestions: readonly Question[];
};

/** One row per question: its text and type, then the answers' figures and charts. */
export function QuestionSummaryTable({ questions, formQuestions }: QuestionSummaryTableProps) {
  const t = useAppText();
  const byId = new Map(formQuestions.map((question) => [question._id, question]));
  return (
    <SummaryRowsTable
      label={t("responses.summary.label")}
      headings={[t("responses.summary.question"), t("responses.summary.answers")]}
      rows={questions.map((question) => ({
        key: question.questionId,
        title: question.questionText,
        meta: `${questionTypeLabel(t, question.questionType)} · ${t("responses.summary.answeredCount", { count: question.answeredCount })}`,
        content: (
          <QuestionSummaryView summary={question} question={byId.get(question.questionId)} />
        ),
      }))}
    />
  );
}
