import type { VariableSummary } from "@formloom/shared";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useAppText } from "@/lib/i18n/use-app-text";
import { VariableSummaryView } from "./variable-summary-view";

/** One row per form variable, after the questions' summary; nothing for a form without any. */
export function VariableSummaryTable({ variables }: { variables: readonly VariableSummary[] }) {
  const t = useAppText();
  if (variables.length === 0) return null;
  return (
    <Table
      label={t("responses.variables.label")}
      className="table-fixed max-sm:block"
      containerClassName="mt-6"
    >
      <TableHeader className="max-sm:sr-only">
        <TableRow>
          <TableHead className="w-[38%]">{t("responses.variables.variable")}</TableHead>
          <TableHead>{t("responses.variables.values")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="max-sm:block">
        {variables.map((variable) => (
          <TableRow key={variable.name} className="hover:bg-transparent max-sm:block">
            <TableCell className="align-top max-sm:block max-sm:pb-2">
              <p className="wrap-anywhere font-medium font-mono">{variable.name}</p>
              <p className="mt-1 text-muted-foreground text-xs">
                {t(
                  variable.kind === "number"
                    ? "responses.variables.numberKind"
                    : "responses.variables.textKind",
                )}{" "}
                · {t("responses.variables.count", { count: variable.count })}
              </p>
            </TableCell>
            <TableCell className="min-w-0 align-top max-sm:block max-sm:pt-2 max-sm:pb-5">
              <VariableSummaryView summary={variable} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
