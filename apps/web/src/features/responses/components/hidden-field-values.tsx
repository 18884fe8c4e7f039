import { useAppText } from "@/lib/i18n/use-app-text";

type HiddenFieldValuesProps = {
  values: Readonly<Record<string, string>>;
  /** The version's names: their values show in this order (the database keeps its own). */
  order?: readonly string[];
};

/** The values the respondent's link carried for the form's hidden fields; nothing when none. */
export function HiddenFieldValues({ values, order = [] }: HiddenFieldValuesProps) {
  const t = useAppText();
  const place = (name: string) => {
    const index = order.indexOf(name);
    return index < 0 ? order.length : index;
  };
  const entries = Object.entries(values).sort(([a], [b]) => place(a) - place(b));
  if (entries.length === 0) return null;
  return (
    <div className="mt-4" data-hidden-fields>
      <h3 className="mb-2 font-medium text-sm">{t("responses.card.hiddenFields")}</h3>
      <dl className="grid gap-2 sm:grid-cols-2">
        {entries.map(([name, value]) => (
          <div key={name} className="grid min-w-0 gap-1 rounded-lg bg-muted/50 px-3 py-2.5">
            <dt className="font-mono text-muted-foreground text-xs wrap-anywhere">{name}</dt>
            <dd className="font-medium text-sm wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
