import type { VariableValue } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";

type ResponseVariablesProps = { values: Readonly<Record<string, VariableValue>> };

/** The form's variables as the server computed them for this response; nothing when none. */
export function ResponseVariables({ values }: ResponseVariablesProps) {
  const t = useAppText();
  const entries = Object.entries(values);
  if (entries.length === 0) return null;
  // Variables keep up to a millionth (calculations.ts): show every digit they hold.
  const number = new Intl.NumberFormat(t.locale, { maximumFractionDigits: 6 });
  return (
    <div className="mt-4" data-response-variables>
      <h3 className="mb-2 font-medium text-sm">{t("responses.card.variables")}</h3>
      <dl className="grid gap-2 sm:grid-cols-2">
        {entries.map(([name, value]) => (
          <div key={name} className="grid min-w-0 gap-1 rounded-lg bg-muted/50 px-3 py-2.5">
            <dt className="font-mono text-muted-foreground text-xs wrap-anywhere">{name}</dt>
            <dd className="font-medium text-sm tabular-nums wrap-anywhere">
              {typeof value === "number" ? number.format(value) : value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
