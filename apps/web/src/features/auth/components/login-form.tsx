import { LOGIN_PASSWORD_MAX, loginFormSchema } from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useCaptchaToken } from "../hooks/use-captcha-token";
import { useSignIn } from "../hooks/use-sign-in";
import { CaptchaSubmit } from "./captcha-submit";
import { EmailField } from "./email-field";

/** Email, password and captcha; in admin mode it signs in to the admin area instead. */
export function LoginForm({ isAdmin }: { isAdmin: boolean }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(loginFormSchema),
    mode: "onChange",
    defaultValues: { email: "", password: "" },
  });
  const captcha = useCaptchaToken();
  const signIn = useSignIn(isAdmin, captcha);
  const onSubmit = handleSubmit(signIn.submit);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <EmailField
        registration={register("email")}
        error={errors.email?.message}
        autoComplete={isAdmin ? "username" : "email"}
      />
      <FormField
        label="Password"
        error={errors.password?.message}
        labelAside={
          isAdmin ? undefined : (
            <Link
              to="/forgot-password"
              className="rounded-sm font-medium text-primary text-sm underline-offset-4 hover:underline"
            >
              Forgot Password?
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
        {isAdmin ? "Sign In as Admin" : "Sign In"}
      </CaptchaSubmit>
    </form>
  );
}
