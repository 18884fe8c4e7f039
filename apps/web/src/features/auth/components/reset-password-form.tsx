import {
  AUTH_MESSAGES,
  PASSWORD_MAX,
  resetPasswordFormSchema,
  resetTokenSchema,
} from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { useResetPassword } from "../api/reset-password";
import { SubmitButton } from "./submit-button";

const PASSWORD_HINT =
  "At least 6 characters, with a number, an uppercase letter, a lowercase letter and a symbol.";

export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    setError,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: "onChange",
    defaultValues: { password: "", confirmPassword: "" },
  });
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

  const passwordField = register("password");
  const onPasswordChange: typeof passwordField.onChange = async (event) => {
    await passwordField.onChange(event);
    if (getValues("confirmPassword")) await trigger("confirmPassword");
  };

  const onSubmit = handleSubmit((values) => {
    const parsedToken = resetTokenSchema.safeParse(token ?? "");
    if (!parsedToken.success) {
      toast.error(AUTH_MESSAGES.resetTokenInvalid);
      return;
    }
    resetPassword.mutate(
      { ...values, token: parsedToken.data },
      {
        onSuccess: ({ message }) => {
          toast.success(message || "Your password has been reset. Please sign in.");
          navigate("/login", { replace: true });
        },
        onError: (error) => {
          const message = getErrorMessage(error, "Failed to reset password");
          const hasFieldErrors = applyFieldErrors(error, setError, {
            password: "password",
            confirmPassword: "confirmPassword",
          });
          if (isApiError(error) && error.status === 400 && !hasFieldErrors) setLinkProblem(message);
          toast.error(message);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {linkProblem && (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <div className="grid gap-1">
            <p>{linkProblem}</p>
            <Link
              to="/forgot-password"
              className="w-fit font-medium text-primary underline-offset-4 hover:underline"
            >
              Request a new link
            </Link>
          </div>
        </Alert>
      )}
      <FormField label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
        {(control) => (
          <PasswordInput
            {...control}
            {...passwordField}
            onChange={onPasswordChange}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            className="h-10"
          />
        )}
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register("confirmPassword")}
            revealLabel="confirm password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            className="h-10"
          />
        )}
      </FormField>
      <SubmitButton isPending={resetPassword.isPending} disabled={!isValid}>
        Reset Password
      </SubmitButton>
    </form>
  );
}
