import { addressPartMax, addressPartModes, addressPartOf } from "@formloom/shared/address";
import { ADDRESS_PARTS } from "@formloom/shared/constants";
import { COUNTRY_CODES } from "@formloom/shared/countries";
import type { AddressPart } from "@formloom/shared/entities";
import { useMemo, useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { countryOptions } from "@/lib/country-names";
import { useRespondText } from "../i18n/use-respond-text";
import type { AnswerControlProps } from "./answer-control-props";
import { NativeSelect } from "./native-select";

// What the browser may fill each part with (HTML autofill tokens).
const AUTOCOMPLETE: Record<AddressPart, string> = {
  street: "address-line1",
  line2: "address-line2",
  city: "address-level2",
  region: "address-level1",
  postalCode: "postal-code",
  country: "country",
};

// The street and its second line take the whole width; the other parts go two to a row.
const WIDE_PARTS: ReadonlySet<AddressPart> = new Set(["street", "line2"]);

type Parts = Record<AddressPart, string>;

function initialParts(value: unknown, defaultCountry: string | undefined): Parts {
  const parts = Object.fromEntries(
    ADDRESS_PARTS.map((part) => [part, addressPartOf(value, part)]),
  ) as Parts;
  if (!Array.isArray(value)) parts.country = defaultCountry ?? "";
  return parts;
}

/**
 * An address, one labelled field per part the owner asks, each with its autofill token; the
 * country a native list named in the respondent's language. The answer is the six parts in order
 * (address.ts), and none while no part but a preset country is filled in. Loaded only with a
 * form's first address question.
 */
export function AddressAnswer({
  question,
  ids,
  value,
  describedBy,
  hasError,
  onChange,
  onBlur,
}: AnswerControlProps) {
  const t = useRespondText();
  const modes = addressPartModes(question.validations);
  const shown = ADDRESS_PARTS.filter((part) => modes[part] !== "hidden");
  const [parts, setParts] = useState(() =>
    initialParts(value, question.validations.defaultCountry),
  );
  // The answer as this control last saw it, and as it last gave it: an answer that changes
  // otherwise (the form cleared) starts the fields again from it.
  const [seen, setSeen] = useState(value);
  const [given, setGiven] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== given) setParts(initialParts(value, question.validations.defaultCountry));
  }
  const countries = useMemo(() => countryOptions(COUNTRY_CODES, t.locale), [t.locale]);

  const change = (part: AddressPart, text: string) => {
    const next = { ...parts, [part]: text };
    setParts(next);
    const isOnlyCountry = shown.length === 1 && shown[0] === "country";
    const isEmpty = shown.every((p) => p === "country" || next[p].trim() === "");
    const isAnswered = !isEmpty || (isOnlyCountry && next.country !== "");
    const answer = isAnswered
      ? ADDRESS_PARTS.map((p) => (modes[p] === "hidden" ? "" : next[p].trim()))
      : undefined;
    setGiven(answer);
    onChange(answer);
  };

  return (
    <div className="grid gap-3 sm:max-w-xl sm:grid-cols-2">
      {shown.map((part, index) => {
        const id = index === 0 ? ids.control : `${ids.control}-${part}`;
        const isOptional = modes[part] === "optional";
        const field = {
          id,
          autoComplete: AUTOCOMPLETE[part],
          "aria-required": (question.required && !isOptional) || undefined,
          "aria-invalid": hasError || undefined,
          "aria-describedby": describedBy,
          onBlur,
        };
        return (
          <div
            key={part}
            className={cn("grid min-w-0 gap-1.5", WIDE_PARTS.has(part) && "sm:col-span-2")}
          >
            <label htmlFor={id} className="text-sm">
              {t(`address.${part}`)}
              {isOptional && (
                <span className="text-muted-foreground"> {t("address.optional")}</span>
              )}
            </label>
            {part === "country" ? (
              <NativeSelect
                {...field}
                value={parts.country}
                onChange={(event) => change("country", event.target.value)}
              >
                <option value="">{t("address.chooseCountry")}</option>
                {countries.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <Input
                {...field}
                value={parts[part]}
                maxLength={addressPartMax(part)}
                className="h-10 select-text"
                onChange={(event) => change(part, event.target.value)}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
