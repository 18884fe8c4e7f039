import { EMAIL_MAX, normalizeEmailInput } from "@formloom/shared";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { withNormalizer } from "@/lib/with-normalizer";

type EmailFieldProps = {
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete?: "email" | "username";
};

/** The sign-in style email box; spaces are dropped as they are typed. */
export function EmailField({ registration, error, autoComplete = "email" }: EmailFieldProps) {
  return (
    <FormField label="Email" error={error}>
      {(control) => (
        <Input
          {...control}
          {...withNormalizer(registration, normalizeEmailInput)}
          type="email"
          autoComplete={autoComplete}
          inputMode="email"
          maxLength={EMAIL_MAX}
          placeholder="you@example.com"
          className="h-10"
        />
      )}
    </FormField>
  );
}
