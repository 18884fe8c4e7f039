import type { QuestionValidations } from "@formloom/shared";
import { phoneCountries } from "@formloom/shared/phone-numbers";
import { useMemo } from "react";
import { useAppText } from "@/lib/i18n/use-app-text";
import { DefaultCountryField } from "./default-country-field";

type PhoneTypeFieldsProps = {
  validations: QuestionValidations;
  error: string | undefined;
  onChange: (validations: QuestionValidations) => void;
};

/** A phone question's default country: numbers typed without "+" are read in it. */
export function PhoneTypeFields({ validations, error, onChange }: PhoneTypeFieldsProps) {
  const t = useAppText();
  const codes = useMemo(() => phoneCountries(), []);
  return (
    <DefaultCountryField
      codes={codes}
      hint={t("builder.question.defaultCountryHint")}
      validations={validations}
      error={error}
      onChange={onChange}
    />
  );
}
