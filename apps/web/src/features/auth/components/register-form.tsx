import {
  AUTH_MESSAGES,
  CAPTCHA_FIELD,
  EMAIL_MAX,
  NAME_MAX,
  normalizeEmailInput,
  normalizeNameInput,
  PASSWORD_MAX,
  registerFormSchema,
} from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { getErrorMessage } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { withNormalizer } from "@/lib/with-normalizer";
import { useRegisterUser } from "../api/register-user";
import { useCaptchaToken } from "../hooks/use-captcha-token";
import type { VerifyState } from "../verify-state";
import { CaptchaField } from "./captcha-field";
import { SubmitButton } from "./submit-button";

const PASSWORD_HINT =
  "At least 8 characters, with a number, an uppercase letter, a lowercase letter and a symbol.";

export function RegisterForm() {
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    setError,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    mode: "onChange",
    defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
  });
  const captcha = useCaptchaToken();
  const registerUser = useRegisterUser();
  const navigate = useNavigate();

  const passwordField = register("password");
  const onPasswordChange: typeof passwordField.onChange = async (event) => {
    await passwordField.onChange(event);
    // 'Passwords must match' follows the password too, once a confirmation has been typed.
    if (getValues("confirmPassword")) await trigger("confirmPassword");
  };

  const onSubmit = handleSubmit((values) => {
    if (!captcha.token) {
      toast.warning(AUTH_MESSAGES.captchaRequired);
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
          toast.error(getErrorMessage(error, "Signup failed"));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField label="Full Name" error={errors.name?.message}>
        {(control) => (
          <Input
            {...control}
            {...withNormalizer(register("name"), normalizeNameInput)}
            autoComplete="name"
            maxLength={NAME_MAX}
            placeholder="Ada Lovelace"
            className="h-10"
          />
        )}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...withNormalizer(register("email"), normalizeEmailInput)}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={EMAIL_MAX}
            placeholder="you@example.com"
            className="h-10"
          />
        )}
      </FormField>
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
      <CaptchaField
        ref={captcha.captchaRef}
        onTokenChange={captcha.setToken}
        showReminder={isValid && !captcha.token}
      />
      <SubmitButton isPending={registerUser.isPending} disabled={!isValid || !captcha.token}>
        Create Account
      </SubmitButton>
    </form>
  );
}
