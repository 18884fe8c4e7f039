import type { Question } from "@formloom/shared";
import { isQuestionScored } from "@formloom/shared";
import { cn } from "@/lib/cn";

type GridAnswerProps = { question: Question; answer: readonly string[] };

/**
 * A grid answer as a small table, row → chosen column. With a correct answer set, each row is
 * marked right or wrong in colour and in words, and a wrong row names the right column.
 */
export function GridAnswer({ question, answer }: GridAnswerProps) {
  const isScored = isQuestionScored(question);
  return (
    <table
      aria-label={`${question.questionText}: answer per row`}
      className="w-full border-collapse text-left text-sm sm:w-auto sm:min-w-72"
    >
      <thead className="sr-only">
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Answer</th>
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
                className="py-1 pr-6 align-top font-normal text-muted-foreground wrap-anywhere"
              >
                {row}
              </th>
              <td
                className={cn(
                  "py-1 align-top wrap-anywhere",
                  isScored && (isRight ? "text-success" : "text-destructive"),
                )}
              >
                {chosen || <span className="text-muted-foreground italic">No answer</span>}
                {isScored && <span className="sr-only">{isRight ? " (correct)" : " (wrong)"}</span>}
                {isScored && !isRight && (
                  <span className="block font-normal text-muted-foreground text-xs">
                    Correct: {correct}
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
