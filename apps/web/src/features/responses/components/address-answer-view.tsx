import { addressPartOf } from "@formloom/shared";
import { countryName } from "@/lib/country-names";
import { useAppText } from "@/lib/i18n/use-app-text";

/** An address as it is written on an envelope: street, second line, town, country. */
export function AddressAnswerView({ answer }: { answer: readonly string[] }) {
  const t = useAppText();
  const part = (name: Parameters<typeof addressPartOf>[1]) => addressPartOf(answer, name);
  const town = [part("postalCode"), part("city")].filter(Boolean).join(" ");
  const country = part("country");
  const lines = [
    part("street"),
    part("line2"),
    [town, part("region")].filter(Boolean).join(", "),
    country && countryName(country, t.locale),
  ].filter(Boolean);
  return (
    <address className="not-italic">
      {lines.map((line, index) => (
        // The lines never move, and two may read alike.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
        <span key={index} className="block wrap-anywhere">
          {line}
        </span>
      ))}
    </address>
  );
}
