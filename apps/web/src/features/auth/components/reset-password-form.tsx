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
import { NewPasswordFields } from "@/components/form/new-password-fields";
import { Alert } from "@/components/ui/alert";
import { getErrorMessage, hasErrorCode } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { useResetPassword } from "../api/reset-password";
import { PASSWORD_HINT } from "./password-hint";
import { SubmitButton } from "./submit-button";

export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: "onChange",
    defaultValues: { password: "", confirmPassword: "" },
  });
  const {
    handleSubmit,
    setError,
    formState: { isValid },
  } = form;
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

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
          // The link itself refused: used, expired, or a token the server will not read.
          const isLinkRefused = hasErrorCode(error, "RESET_LINK_INVALID", "VALIDATION_FAILED");
          if (isLinkRefused && !hasFieldErrors) setLinkProblem(message);
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
      <NewPasswordFields
        form={form}
        passwordName="password"
        confirmationName="confirmPassword"
        hint={PASSWORD_HINT}
        maxLength={PASSWORD_MAX}
        inputClassName="h-10"
      />
      <SubmitButton isPending={resetPassword.isPending} disabled={!isValid}>
        Reset Password
      </SubmitButton>
    </form>
  );
}
