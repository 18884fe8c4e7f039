import type { QuestionDraft } from "@formloom/shared";
import { useId } from "react";
import { useAppText } from "@/lib/i18n/use-app-text";
import { PreviewQuestionLabel } from "./preview-question-label";

/** A grid: a table with a row of radio buttons per question row, one per column. */
export function PreviewGrid({ question }: { question: QuestionDraft }) {
  const t = useAppText();
  const id = useId();
  const columns = question.options.map(
    (column, index) => column || t("preview.grid.column", { number: index + 1 }),
  );
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3">
      <legend className="mb-3">
        <PreviewQuestionLabel question={question} />
      </legend>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr>
              <td />
              {columns.map((column, index) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns may repeat while being edited
                  key={index}
                  scope="col"
                  className="min-w-16 px-2 pb-2 text-center font-normal text-muted-foreground text-xs wrap-anywhere"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {question.rows.map((row, rowIndex) => {
              const rowLabel = row || t("preview.grid.row", { number: rowIndex + 1 });
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows may repeat while being edited
                <tr key={rowIndex} className="border-t">
                  <th scope="row" className="py-2.5 pe-3 text-start font-normal wrap-anywhere">
                    {rowLabel}
                  </th>
                  {columns.map((column, columnIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns may repeat while being edited
                    <td key={columnIndex} className="px-2 py-2.5 text-center">
                      <input
                        type="radio"
                        name={`${id}-${rowIndex}`}
                        disabled
                        aria-label={t("preview.grid.cell", { row: rowLabel, column })}
                        className="size-4 align-middle accent-primary"
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
