import { useAppText } from "@/lib/i18n/use-app-text";
import { NamedValues } from "./named-values";

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
  return (
    <NamedValues
      heading={t("responses.card.hiddenFields")}
      entries={entries}
      dataAttribute="data-hidden-fields"
    />
  );
}
