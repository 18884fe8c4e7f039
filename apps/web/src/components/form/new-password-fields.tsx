import type { ReactNode } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useAppText } from "@/lib/i18n/use-app-text";

type PasswordForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  "register" | "getValues" | "trigger" | "getFieldState" | "formState"
>;

type NewPasswordFieldsProps<T extends FieldValues> = {
  form: PasswordForm<T>;
  passwordName: FieldPath<T>;
  confirmationName: FieldPath<T>;
  /** Also names the password's show/hide toggle, in lower case, unless `revealLabel` does. */
  label?: string;
  revealLabel?: string;
  hint: ReactNode;
  maxLength: number;
  inputClassName?: string;
};

/** A new password and its confirmation, each with a show/hide toggle. */
export function NewPasswordFields<T extends FieldValues>({
  form,
  passwordName,
  confirmationName,
  label,
  revealLabel,
  hint,
  maxLength,
  inputClassName,
}: NewPasswordFieldsProps<T>) {
  const t = useAppText();
  const passwordLabel = label ?? t("ui.newPasswordFields.password");
  const passwordRevealLabel =
    revealLabel ?? (label ? label.toLowerCase() : t("ui.passwordInput.password"));
  const passwordField = form.register(passwordName);
  const onPasswordChange: typeof passwordField.onChange = async (event) => {
    await passwordField.onChange(event);
    // 'Passwords must match' follows the password too, once a confirmation has been typed.
    if (form.getValues(confirmationName)) await form.trigger(confirmationName);
  };
  const errorOf = (name: FieldPath<T>) => form.getFieldState(name, form.formState).error?.message;

  return (
    <>
      <FormField label={passwordLabel} error={errorOf(passwordName)} hint={hint}>
        {(control) => (
          <PasswordInput
            {...control}
            {...passwordField}
            onChange={onPasswordChange}
            revealLabel={passwordRevealLabel}
            autoComplete="new-password"
            maxLength={maxLength}
            className={inputClassName}
          />
        )}
      </FormField>
      <FormField
        label={t("ui.newPasswordFields.confirmPassword")}
        error={errorOf(confirmationName)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register(confirmationName)}
            revealLabel={t("ui.newPasswordFields.revealConfirmation")}
            autoComplete="new-password"
            maxLength={maxLength}
            className={inputClassName}
          />
        )}
      </FormField>
    </>
  );
}
