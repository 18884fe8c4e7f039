import {
  ADDRESS_PART_MODES,
  ADDRESS_PARTS,
  type AddressPart,
  type AddressPartMode,
  addressPartModes,
  COUNTRY_CODES,
  type QuestionValidations,
} from "@formloom/shared";
import { useId } from "react";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useAppText } from "@/lib/i18n/use-app-text";
import { DefaultCountryField } from "./default-country-field";

type AddressTypeFieldsProps = {
  validations: QuestionValidations;
  errors: { parts: string | undefined; country: string | undefined };
  onChange: (validations: QuestionValidations) => void;
};

/** An address's parts, each required, optional or hidden, and the country its list starts on. */
export function AddressTypeFields({ validations, errors, onChange }: AddressTypeFieldsProps) {
  const t = useAppText();
  const id = useId();
  const modes = addressPartModes(validations);
  const setMode = (part: AddressPart, mode: AddressPartMode) =>
    onChange({ ...validations, addressParts: { ...modes, [part]: mode } });
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" aria-describedby={`${id}-hint`}>
        <legend className="mb-2 font-medium text-sm">{t("builder.question.addressParts")}</legend>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t("builder.question.addressPartsHint")}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {ADDRESS_PARTS.map((part) => (
            <div key={part} className="flex items-center justify-between gap-3">
              <label htmlFor={`${id}-${part}`} className="text-sm">
                {t(`builder.question.addressPart.${part}`)}
              </label>
              <Select
                value={modes[part]}
                onValueChange={(mode) => setMode(part, mode as AddressPartMode)}
              >
                <SelectTrigger
                  id={`${id}-${part}`}
                  className="w-36"
                  aria-invalid={errors.parts ? true : undefined}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {ADDRESS_PART_MODES.map((mode) => (
                    <SelectItem key={mode} value={mode}>
                      {t(`builder.question.addressMode.${mode}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          ))}
        </div>
        {errors.parts && (
          <p role="alert" className="text-destructive text-sm">
            {errors.parts}
          </p>
        )}
      </fieldset>
      {modes.country !== "hidden" && (
        <DefaultCountryField
          codes={COUNTRY_CODES}
          hint={t("builder.question.addressCountryHint")}
          validations={validations}
          error={errors.country}
          onChange={onChange}
        />
      )}
    </div>
  );
}
