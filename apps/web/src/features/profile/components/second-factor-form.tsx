import type { SecondFactor } from "@formloom/shared";
import { LOGIN_PASSWORD_MAX } from "@formloom/shared";
import { type FormEvent, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { useAppText } from "@/lib/i18n/use-app-text";
import { toSecondFactor } from "../utils/to-second-factor";
import { FormActions } from "./form-actions";

export type SecondFactorValues = SecondFactor & { password: string };

type SecondFactorFormProps = {
  /** Turning off asks for the password too. */
  needsPassword: boolean;
  submitLabel: string;
  isPending: boolean;
  errors: { password?: string; code?: string };
  onSubmit: (values: SecondFactorValues) => void;
  onCancel: () => void;
};

/** The password (when asked) and a code from the app or a recovery code, in one field. */
export function SecondFactorForm({
  needsPassword,
  submitLabel,
  isPending,
  errors,
  onSubmit,
  onCancel,
}: SecondFactorFormProps) {
  const t = useAppText();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const isComplete = code.trim() !== "" && (!needsPassword || password !== "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isComplete) onSubmit({ password, ...toSecondFactor(code) });
  };

  return (
    <form noValidate onSubmit={submit} className="grid max-w-sm gap-4">
      {needsPassword && (
        <FormField label={t("profile.twoFactor.password")} error={errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              maxLength={LOGIN_PASSWORD_MAX}
            />
          )}
        </FormField>
      )}
      <FormField
        label={t("profile.twoFactor.codeOrRecovery")}
        error={errors.code}
        hint={t("profile.twoFactor.codeOrRecoveryHint")}
      >
        {(control) => (
          <Input
            {...control}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            maxLength={64}
            dir="ltr"
          />
        )}
      </FormField>
      <FormActions
        isPending={isPending}
        isDisabled={!isComplete}
        variant={needsPassword ? "destructive" : "default"}
        onCancel={onCancel}
      >
        {submitLabel}
      </FormActions>
    </form>
  );
}
