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
import { useAppText } from "@/lib/i18n/use-app-text";
import { useResetPassword } from "../api/reset-password";
import { withAuthRuleTexts } from "../utils/auth-rule-resolver";
import { authRuleText } from "../utils/auth-rule-text";
import { SubmitButton } from "./submit-button";

export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const form = useForm({
    resolver: withAuthRuleTexts(zodResolver(resetPasswordFormSchema)),
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
  const t = useAppText();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

  const onSubmit = handleSubmit((values) => {
    const parsedToken = resetTokenSchema.safeParse(token ?? "");
    if (!parsedToken.success) {
      toast.error(authRuleText(AUTH_MESSAGES.resetTokenInvalid));
      return;
    }
    resetPassword.mutate(
      { ...values, token: parsedToken.data },
      {
        onSuccess: ({ message }) => {
          toast.success(message || t("auth.reset.succeeded"));
          navigate("/login", { replace: true });
        },
        onError: (error) => {
          const message = getErrorMessage(error, t("auth.reset.failed"));
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
              {t("auth.reset.requestNewLink")}
            </Link>
          </div>
        </Alert>
      )}
      <NewPasswordFields
        form={form}
        passwordName="password"
        confirmationName="confirmPassword"
        hint={t("auth.field.passwordHint")}
        maxLength={PASSWORD_MAX}
        inputClassName="h-10"
      />
      <SubmitButton isPending={resetPassword.isPending} disabled={!isValid}>
        {t("auth.reset.submit")}
      </SubmitButton>
    </form>
  );
}
