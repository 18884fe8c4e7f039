import type { VariableSummary } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";
import { SummaryRowsTable } from "./summary-rows-table";
import { VariableSummaryView } from "./variable-summary-view";

/** One row per form variable, after the questions' summary; nothing for a form without any. */
export function VariableSummaryTable({ variables }: { variables: readonly VariableSummary[] }) {
  const t = useAppText();
  if (variables.length === 0) return null;
  const kindOf = (variable: VariableSummary) =>
    t(
      variable.kind === "number"
        ? "responses.variables.numberKind"
        : "responses.variables.textKind",
    );
  return (
    <SummaryRowsTable
      label={t("responses.variables.label")}
      headings={[t("responses.variables.variable"), t("responses.variables.values")]}
      className="mt-6"
      rows={variables.map((variable) => ({
        key: variable.name,
        title: variable.name,
        titleClassName: "font-mono",
        meta: `${kindOf(variable)} · ${t("responses.variables.count", { count: variable.count })}`,
        content: <VariableSummaryView summary={variable} />,
      }))}
    />
  );
}
