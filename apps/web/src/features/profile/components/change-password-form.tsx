import {
  CHANGE_PASSWORD_MAX,
  changePasswordFormSchema,
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
import { useChangePassword } from "../api/change-password";

const NEW_PASSWORD_HINT = `8 to 30 characters, with a number, an uppercase letter, a lowercase letter and one of ${PASSWORD_SYMBOLS}`;

const EMPTY_FORM = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm() {
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
        toast.success(message || "Password changed successfully", { id: "change-password" });
        reset(EMPTY_FORM);
      },
      onError: (error) => {
        applyFieldErrors(error, setError, {
          oldPassword: "currentPassword",
          newPassword: "newPassword",
        });
        toast.error(getErrorMessage(error, "Failed to change password"), { id: "change-password" });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField label="Current Password" error={errors.currentPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register("currentPassword")}
            revealLabel="current password"
            autoComplete="current-password"
            maxLength={CHANGE_PASSWORD_MAX}
          />
        )}
      </FormField>
      <NewPasswordFields
        form={form}
        passwordName="newPassword"
        confirmationName="confirmPassword"
        label="New Password"
        hint={NEW_PASSWORD_HINT}
        maxLength={CHANGE_PASSWORD_MAX}
      />
      <p className="text-muted-foreground text-sm">
        Other devices signed in to your account will be signed out. This one stays signed in.
      </p>
      <Button
        type="submit"
        className="w-full sm:w-fit sm:justify-self-end"
        disabled={!isValid || changePassword.isPending}
      >
        {changePassword.isPending && <Spinner />}
        Change Password
      </Button>
    </form>
  );
}
