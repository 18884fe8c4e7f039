import type { Question, QuestionSummary } from "@formloom/shared";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { questionTypeLabel } from "@/lib/i18n/question-type-label";
import { useAppText } from "@/lib/i18n/use-app-text";
import { QuestionSummaryView } from "./question-summary-view";

type QuestionSummaryTableProps = {
  questions: readonly QuestionSummary[];
  /** The form's questions at this version, for what the summary does not repeat (scale labels). */
  formQuestions: readonly Question[];
};

/**
 * One row per question: its text and type, then the answers' figures and charts. On phones the
 * two cells stack, so a chart gets the screen's width rather than two thirds of it.
 */
export function QuestionSummaryTable({ questions, formQuestions }: QuestionSummaryTableProps) {
  const t = useAppText();
  const byId = new Map(formQuestions.map((question) => [question._id, question]));
  return (
    <Table label={t("responses.summary.label")} className="table-fixed max-sm:block">
      <TableHeader className="max-sm:sr-only">
        <TableRow>
          <TableHead className="w-[38%]">{t("responses.summary.question")}</TableHead>
          <TableHead>{t("responses.summary.answers")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="max-sm:block">
        {questions.map((question) => (
          <TableRow key={question.questionId} className="hover:bg-transparent max-sm:block">
            <TableCell className="align-top max-sm:block max-sm:pb-2">
              <p className="wrap-anywhere font-medium">{question.questionText}</p>
              <p className="mt-1 text-muted-foreground text-xs">
                {questionTypeLabel(t, question.questionType)} ·{" "}
                {t("responses.summary.answeredCount", { count: question.answeredCount })}
              </p>
            </TableCell>
            <TableCell className="min-w-0 align-top max-sm:block max-sm:pt-2 max-sm:pb-5">
              <QuestionSummaryView summary={question} question={byId.get(question.questionId)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
