import { LOGIN_PASSWORD_MAX, loginFormSchema } from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useCaptchaToken } from "../hooks/use-captcha-token";
import { useSignIn } from "../hooks/use-sign-in";
import { withAuthRuleTexts } from "../utils/auth-rule-resolver";
import { CaptchaSubmit } from "./captcha-submit";
import { EmailField } from "./email-field";
import { TwoFactorStep } from "./two-factor-step";

/**
 * Email, password and captcha; in admin mode it signs in to the admin area instead. An account
 * with two-factor authentication then gives a code.
 */
export function LoginForm({ isAdmin }: { isAdmin: boolean }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm({
    resolver: withAuthRuleTexts(zodResolver(loginFormSchema)),
    mode: "onChange",
    defaultValues: { email: "", password: "" },
  });
  const captcha = useCaptchaToken();
  const signIn = useSignIn(isAdmin, captcha);
  const onSubmit = handleSubmit(signIn.submit);
  const t = useAppText();

  if (signIn.twoFactorToken) {
    return (
      <TwoFactorStep
        isAdmin={isAdmin}
        twoFactorToken={signIn.twoFactorToken}
        onBack={signIn.leaveTwoFactor}
      />
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <EmailField
        registration={register("email")}
        error={errors.email?.message}
        autoComplete={isAdmin ? "username" : "email"}
      />
      <FormField
        label={t("auth.field.password")}
        error={errors.password?.message}
        labelAside={
          isAdmin ? undefined : (
            <Link
              to="/forgot-password"
              className="rounded-sm font-medium text-primary text-sm underline-offset-4 hover:underline"
            >
              {t("auth.login.forgotPassword")}
            </Link>
          )
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...register("password")}
            autoComplete="current-password"
            maxLength={LOGIN_PASSWORD_MAX}
            className="h-10"
          />
        )}
      </FormField>
      <CaptchaSubmit captcha={captcha} isFormValid={isValid} isPending={signIn.isPending}>
        {isAdmin ? t("auth.login.submitAdmin") : t("auth.login.submit")}
      </CaptchaSubmit>
    </form>
  );
}
