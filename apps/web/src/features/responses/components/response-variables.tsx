import type { VariableValue } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";
import { NamedValues } from "./named-values";

type ResponseVariablesProps = { values: Readonly<Record<string, VariableValue>> };

/** The form's variables as the server computed them for this response; nothing when none. */
export function ResponseVariables({ values }: ResponseVariablesProps) {
  const t = useAppText();
  // Variables keep up to a millionth (calculations.ts): show every digit they hold.
  const number = new Intl.NumberFormat(t.locale, { maximumFractionDigits: 6 });
  const entries = Object.entries(values).map(
    ([name, value]) => [name, typeof value === "number" ? number.format(value) : value] as const,
  );
  return (
    <NamedValues
      heading={t("responses.card.variables")}
      entries={entries}
      dataAttribute="data-response-variables"
    />
  );
}
