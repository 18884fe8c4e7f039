import { useAppText } from "@/lib/i18n/use-app-text";

/** The values the respondent's link carried for the form's hidden fields; nothing when none. */
export function HiddenFieldValues({ values }: { values: Readonly<Record<string, string>> }) {
  const t = useAppText();
  // A response stored before hidden fields existed may come without them.
  const entries = Object.entries(values ?? {});
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
