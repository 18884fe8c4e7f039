import type { QuestionValidations } from "@formloom/shared";
import { useMemo } from "react";
import { FormField } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { countryOptions } from "@/lib/country-names";
import { useAppText } from "@/lib/i18n/use-app-text";

const NO_COUNTRY = "none";

type DefaultCountryFieldProps = {
  /** The countries to offer, as ISO codes. */
  codes: readonly string[];
  hint: string;
  validations: QuestionValidations;
  error: string | undefined;
  onChange: (validations: QuestionValidations) => void;
};

/** A question's default country (a phone's, an address's), named in the owner's language. */
export function DefaultCountryField({
  codes,
  hint,
  validations,
  error,
  onChange,
}: DefaultCountryFieldProps) {
  const t = useAppText();
  const countries = useMemo(() => countryOptions(codes, t.locale), [codes, t.locale]);
  const choose = (code: string) => {
    const { defaultCountry: _dropped, ...rest } = validations;
    onChange(code === NO_COUNTRY ? rest : { ...rest, defaultCountry: code });
  };
  return (
    <FormField
      label={t("builder.question.defaultCountry")}
      hint={hint}
      error={error}
      className="sm:max-w-xs"
    >
      {(control) => (
        <Select value={validations.defaultCountry ?? NO_COUNTRY} onValueChange={choose}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NO_COUNTRY}>{t("builder.question.defaultCountryNone")}</SelectItem>
            {countries.map(({ code, name }) => (
              <SelectItem key={code} value={code}>
                {name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
