import {
  CHANGE_PASSWORD_MAX,
  changePasswordFormSchema,
  PASSWORD_MIN,
  PASSWORD_SYMBOLS,
  toChangePasswordPayload,
} from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { NewPasswordFields } from "@/components/form/new-password-fields";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useChangePassword } from "../api/change-password";
import { profileFormErrorText } from "../utils/profile-form-error-text";

const EMPTY_FORM = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const t = useAppText();
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    mode: "onChange",
    defaultValues: EMPTY_FORM,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid },
  } = form;
  const changePassword = useChangePassword();

  const onSubmit = handleSubmit((values) => {
    changePassword.mutate(toChangePasswordPayload(values), {
      onSuccess: ({ message }) => {
        toast.success(message || t("profile.changePassword.success"), {
          id: "change-password",
        });
        reset(EMPTY_FORM);
      },
      onError: (error) => {
        applyFieldErrors(error, setError, {
          oldPassword: "currentPassword",
          newPassword: "newPassword",
        });
        toast.error(getErrorMessage(error, t("profile.changePassword.failed")), {
          id: "change-password",
        });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField
        label={t("profile.changePassword.currentPassword")}
        error={profileFormErrorText(t, errors.currentPassword?.message)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...register("currentPassword")}
            revealLabel={t("profile.changePassword.currentPasswordReveal")}
            autoComplete="current-password"
            maxLength={CHANGE_PASSWORD_MAX}
          />
        )}
      </FormField>
      <NewPasswordFields
        form={form}
        passwordName="newPassword"
        confirmationName="confirmPassword"
        label={t("profile.changePassword.newPassword")}
        revealLabel={t("profile.changePassword.newPasswordReveal")}
        hint={t("profile.changePassword.newPasswordHint", {
          min: PASSWORD_MIN,
          max: CHANGE_PASSWORD_MAX,
          symbols: PASSWORD_SYMBOLS,
        })}
        maxLength={CHANGE_PASSWORD_MAX}
      />
      <p className="text-muted-foreground text-sm">{t("profile.changePassword.otherDevices")}</p>
      <Button
        type="submit"
        className="w-full sm:w-fit sm:justify-self-end"
        disabled={!isValid || changePassword.isPending}
      >
        {changePassword.isPending && <Spinner />}
        {t("profile.changePassword.submit")}
      </Button>
    </form>
  );
}
