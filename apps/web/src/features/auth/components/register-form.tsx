import { AUTH_MESSAGES, CAPTCHA_FIELD, PASSWORD_MAX, registerFormSchema } from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { NewPasswordFields } from "@/components/form/new-password-fields";
import { getErrorMessage } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useRegisterUser } from "../api/register-user";
import { useCaptchaToken } from "../hooks/use-captcha-token";
import { withAuthRuleTexts } from "../utils/auth-rule-resolver";
import { authRuleText } from "../utils/auth-rule-text";
import type { VerifyState } from "../verify-state";
import { CaptchaSubmit } from "./captcha-submit";
import { EmailField } from "./email-field";
import { FullNameField } from "./full-name-field";

export function RegisterForm() {
  const form = useForm({
    resolver: withAuthRuleTexts(zodResolver(registerFormSchema)),
    mode: "onChange",
    defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid },
  } = form;
  const captcha = useCaptchaToken();
  const registerUser = useRegisterUser();
  const navigate = useNavigate();
  const t = useAppText();

  const onSubmit = handleSubmit((values) => {
    if (!captcha.token) {
      toast.warning(authRuleText(AUTH_MESSAGES.captchaRequired));
      return;
    }
    registerUser.mutate(
      { ...values, [CAPTCHA_FIELD]: captcha.token },
      {
        onSuccess: ({ message, data }) => {
          if (message) toast.success(message);
          const state: VerifyState = { email: data.email };
          navigate("/verify", { state });
        },
        onError: (error) => {
          captcha.reset();
          applyFieldErrors(error, setError, {
            name: "name",
            email: "email",
            password: "password",
            confirmPassword: "confirmPassword",
          });
          toast.error(getErrorMessage(error, t("auth.register.failed")));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FullNameField registration={register("name")} error={errors.name?.message} />
      <EmailField registration={register("email")} error={errors.email?.message} />
      <NewPasswordFields
        form={form}
        passwordName="password"
        confirmationName="confirmPassword"
        hint={t("auth.field.passwordHint")}
        maxLength={PASSWORD_MAX}
        inputClassName="h-10"
      />
      <CaptchaSubmit captcha={captcha} isFormValid={isValid} isPending={registerUser.isPending}>
        {t("auth.register.submit")}
      </CaptchaSubmit>
    </form>
  );
}
