import type { QuestionDraft } from "@formloom/shared";
import { useId } from "react";
import { useAppText } from "@/lib/i18n/use-app-text";

type GridCorrectAnswersProps = {
  question: QuestionDraft;
  error?: string;
  onSelect: (rowIndex: number, column: string) => void;
};

/**
 * A grid's optional correct column per row, as a small grid of radio buttons (one group per
 * row). Choosing the chosen column again clears it.
 */
export function GridCorrectAnswers({ question, error, onSelect }: GridCorrectAnswersProps) {
  const t = useAppText();
  const id = useId();
  const { rows, options, correctAnswer } = question;
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 font-medium text-sm">{t("builder.gridAnswers.legend")}</legend>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {t("builder.gridAnswers.hint")}
      </p>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b bg-muted/40">
              <td />
              {options.map((column, index) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are edited in place
                  key={index}
                  scope="col"
                  className="max-w-32 px-2 py-1.5 text-center font-medium text-muted-foreground text-xs wrap-anywhere"
                >
                  {column || t("builder.gridAnswers.columnNumber", { number: index + 1 })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => {
              const rowLabel =
                row.trim() || t("builder.gridAnswers.rowNumber", { number: rowIndex + 1 });
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
                <tr key={rowIndex} className="border-b last:border-b-0">
                  <th
                    scope="row"
                    className="max-w-40 px-3 py-1.5 text-start font-normal wrap-anywhere"
                  >
                    {rowLabel}
                  </th>
                  {options.map((column, columnIndex) => {
                    const isChecked = column !== "" && correctAnswer[rowIndex] === column;
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are edited in place
                      <td key={columnIndex} className="px-2 py-1.5 text-center">
                        <input
                          type="radio"
                          name={`${id}-row-${rowIndex}`}
                          aria-label={t("builder.gridAnswers.cellLabel", {
                            row: rowLabel,
                            column:
                              column ||
                              t("builder.gridAnswers.columnNumber", { number: columnIndex + 1 }),
                          })}
                          checked={isChecked}
                          disabled={column.trim() === ""}
                          aria-invalid={error ? true : undefined}
                          onChange={() => onSelect(rowIndex, column)}
                          // A click on the chosen column (or Space on it) clears the row.
                          onClick={() => isChecked && onSelect(rowIndex, column)}
                          className="size-4 cursor-pointer accent-success align-middle disabled:cursor-not-allowed"
                        />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
