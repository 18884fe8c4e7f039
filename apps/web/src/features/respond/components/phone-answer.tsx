import {
  callingCodeOf,
  countryOfPhone,
  phoneCountries,
  toE164,
} from "@formloom/shared/phone-numbers";
import { useId, useMemo, useState } from "react";
import { Input } from "@/components/ui/input";
import { countryOptions } from "@/lib/country-names";
import { useRespondText } from "../i18n/use-respond-text";
import { type AnswerControlProps, fieldAttributes } from "./answer-control-props";
import { NativeSelect } from "./native-select";

/**
 * A phone number with its country: the number is kept in E.164 as soon as libphonenumber reads
 * it as one the country gives out; until then the answer is what was typed, which the shared
 * rule refuses. Loaded only with a form's first phone question (libphonenumber is large).
 */
export function PhoneAnswer(props: AnswerControlProps) {
  const { question, value, onChange, onBlur } = props;
  const t = useRespondText();
  const countryId = useId();
  const stored = typeof value === "string" ? value : "";
  const [country, setCountry] = useState(
    () => countryOfPhone(stored) ?? question.validations.defaultCountry ?? "",
  );
  const [typed, setTyped] = useState(stored);
  const countries = useMemo(() => countryOptions(phoneCountries(), t.locale), [t.locale]);

  const answer = (text: string, inCountry: string) => {
    if (text.trim() === "") return onChange(undefined);
    onChange(toE164(text, inCountry || undefined) ?? text.trim());
  };

  return (
    <div className="grid gap-2 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:max-w-xl">
      <div className="relative">
        <label htmlFor={countryId} className="sr-only">
          {t("phone.country")}
        </label>
        <NativeSelect
          id={countryId}
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            answer(typed, event.target.value);
          }}
          onBlur={onBlur}
        >
          <option value="">{t("phone.anyCountry")}</option>
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {`${name} (${callingCodeOf(code)})`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Input
        {...fieldAttributes(props)}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={country ? callingCodeOf(country) : "+"}
        value={typed}
        className="h-10 select-text"
        onChange={(event) => {
          setTyped(event.target.value);
          answer(event.target.value, country);
        }}
        onBlur={onBlur}
      />
    </div>
  );
}
