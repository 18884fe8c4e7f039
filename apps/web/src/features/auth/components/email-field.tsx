import { EMAIL_MAX, normalizeEmailInput } from "@formloom/shared";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import { withNormalizer } from "@/lib/with-normalizer";

type EmailFieldProps = {
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete?: "email" | "username";
};

/** The sign-in style email box; spaces are dropped as they are typed. */
export function EmailField({ registration, error, autoComplete = "email" }: EmailFieldProps) {
  const t = useAppText();
  return (
    <FormField label={t("auth.field.email")} error={error}>
      {(control) => (
        <Input
          {...control}
          {...withNormalizer(registration, normalizeEmailInput)}
          type="email"
          autoComplete={autoComplete}
          inputMode="email"
          maxLength={EMAIL_MAX}
          placeholder={t("auth.field.emailPlaceholder")}
          className="h-10"
        />
      )}
    </FormField>
  );
}
