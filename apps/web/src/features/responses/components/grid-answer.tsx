import type { Question } from "@formloom/shared";
import { isQuestionScored } from "@formloom/shared";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";

type GridAnswerProps = { question: Question; answer: readonly string[] };

/**
 * A grid answer as a small table, row → chosen column. With a correct answer set, each row is
 * marked right or wrong in colour and in words, and a wrong row names the right column.
 */
export function GridAnswer({ question, answer }: GridAnswerProps) {
  const t = useAppText();
  const isScored = isQuestionScored(question);
  return (
    <table
      aria-label={t("responses.answer.gridLabel", { question: question.questionText })}
      className="w-full border-collapse text-start text-sm sm:w-auto sm:min-w-72"
    >
      <thead className="sr-only">
        <tr>
          <th scope="col">{t("responses.answer.row")}</th>
          <th scope="col">{t("responses.answer.answer")}</th>
        </tr>
      </thead>
      <tbody>
        {question.rows.map((row, index) => {
          const chosen = answer[index] ?? "";
          const correct = question.correctAnswer[index] ?? "";
          const isRight = chosen === correct;
          return (
            <tr key={row} className="border-border/60 border-b last:border-0">
              <th
                scope="row"
                className="py-1 pe-6 align-top font-normal text-muted-foreground wrap-anywhere"
              >
                {row}
              </th>
              <td
                className={cn(
                  "py-1 align-top wrap-anywhere",
                  isScored && (isRight ? "text-success" : "text-destructive"),
                )}
              >
                {chosen || (
                  <span className="text-muted-foreground italic">{t("responses.answer.none")}</span>
                )}
                {isScored && (
                  <span className="sr-only">
                    {" "}
                    {t(isRight ? "responses.answer.correct" : "responses.answer.wrong")}
                  </span>
                )}
                {isScored && !isRight && (
                  <span className="block font-normal text-muted-foreground text-xs">
                    {t("responses.answer.gridCorrect", { answer: correct })}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
