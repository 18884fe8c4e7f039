import { HIDDEN_FIELD_VALUE_MAX } from "@formloom/shared";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAppText } from "@/lib/i18n/use-app-text";

type HiddenValueFieldsProps = {
  names: readonly string[];
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
};

/** A value for each of the form's hidden fields, for the prefilled link to carry. */
export function HiddenValueFields({ names, values, onChange }: HiddenValueFieldsProps) {
  const t = useAppText();
  const id = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-medium text-sm">{t("builder.hiddenFields.title")}</legend>
      {names
        .filter((name) => name.trim() !== "")
        .map((name, index) => (
          <div key={name} className="grid gap-1.5">
            <Label htmlFor={`${id}-${index}`} className="font-mono">
              {name}
            </Label>
            <Input
              id={`${id}-${index}`}
              value={values[name] ?? ""}
              maxLength={HIDDEN_FIELD_VALUE_MAX}
              onChange={(event) => onChange(name, event.target.value)}
            />
          </div>
        ))}
    </fieldset>
  );
}
