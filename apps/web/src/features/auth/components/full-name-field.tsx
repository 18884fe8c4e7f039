import { NAME_MAX, normalizeNameInput } from "@formloom/shared";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import { withNormalizer } from "@/lib/with-normalizer";

type FullNameFieldProps = { registration: UseFormRegisterReturn; error?: string };

/** The new account's name, as sign-up and an invitation's sign-up ask it. */
export function FullNameField({ registration, error }: FullNameFieldProps) {
  const t = useAppText();
  return (
    <FormField label={t("auth.field.fullName")} error={error}>
      {(control) => (
        <Input
          {...control}
          {...withNormalizer(registration, normalizeNameInput)}
          autoComplete="name"
          maxLength={NAME_MAX}
          placeholder={t("auth.field.fullNamePlaceholder")}
          className="h-10"
        />
      )}
    </FormField>
  );
}
