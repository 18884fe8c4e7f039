import type { QuestionSummary } from "@formloom/shared";
import { QUESTION_TYPE_LABELS } from "@formloom/shared";
import { BarChart, type BarChartItem } from "@/components/ui/bar-chart";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

const toChartItems = (question: QuestionSummary): BarChartItem[] =>
  question.options.map(({ option, count, percentage, isCorrect }) => ({
    key: option,
    label:
      question.questionType === "rating"
        ? `${option} ${option === "1" ? "star" : "stars"}`
        : option,
    count,
    percentage,
    highlight: isCorrect ? "Correct answer" : undefined,
  }));

/** One row per question: choice and rating answers counted per option, with a bar each. */
export function QuestionSummaryTable({ questions }: { questions: readonly QuestionSummary[] }) {
  return (
    <Table label="Summary by question" className="table-fixed">
      <TableHeader>
        <TableRow>
          <TableHead className="w-[38%]">Question</TableHead>
          <TableHead>Answers</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {questions.map((question) => (
          <TableRow key={question.questionId} className="hover:bg-transparent">
            <TableCell className="align-top">
              <p className="wrap-anywhere font-medium">{question.questionText}</p>
              <p className="mt-1 text-muted-foreground text-xs">
                {QUESTION_TYPE_LABELS[question.questionType]} · {question.answeredCount} answered
              </p>
            </TableCell>
            <TableCell className="align-top">
              {question.options.length > 0 ? (
                <BarChart label={question.questionText} items={toChartItems(question)} />
              ) : (
                <p className="text-muted-foreground">
                  View individual responses to read these answers.
                </p>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
