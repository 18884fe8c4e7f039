import {
  AUTH_MESSAGES,
  CAPTCHA_FIELD,
  LOGIN_PASSWORD_MAX,
  loginFormSchema,
} from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { useAdminAuthStore, useAuthStore } from "@/lib/auth-store";
import { useLoginAdmin } from "../api/login-admin";
import { useLoginUser } from "../api/login-user";
import { useCaptchaToken } from "../hooks/use-captcha-token";
import { toVerifyState } from "../verify-state";
import { CaptchaSubmit } from "./captcha-submit";
import { EmailField } from "./email-field";

const NOT_VERIFIED = 404;

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
  const userLogin = useLoginUser();
  const adminLogin = useLoginAdmin();
  const signIn = useAuthStore((state) => state.login);
  const signInAdmin = useAdminAuthStore((state) => state.adminLogin);
  const navigate = useNavigate();
  const location = useLocation();
  const isPending = userLogin.isPending || adminLogin.isPending;

  // The guest-only guard moves a visitor on as soon as the session is stored.
  const onSubmit = handleSubmit((values) => {
    if (!captcha.token) {
      toast.warning(AUTH_MESSAGES.captchaRequired);
      return;
    }
    const body = { ...values, [CAPTCHA_FIELD]: captcha.token };
    if (isAdmin) {
      adminLogin.mutate(body, {
        onSuccess: ({ message, data }) => {
          toast.success(message || "Admin login successful!");
          signInAdmin(data);
        },
        onError: (error) => {
          captcha.reset();
          toast.error(getErrorMessage(error, "Login failed"));
        },
      });
      return;
    }
    userLogin.mutate(body, {
      onSuccess: ({ message, data }) => {
        if (message) toast.success(message);
        signIn(data);
      },
      onError: (error) => {
        captcha.reset();
        if (isApiError(error) && error.status === NOT_VERIFIED) {
          toast.info(error.message);
          navigate("/verify", { state: toVerifyState(values.email, location.state) });
          return;
        }
        toast.error(getErrorMessage(error, "Login failed"));
      },
    });
  });

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
      <CaptchaSubmit captcha={captcha} isFormValid={isValid} isPending={isPending}>
        {isAdmin ? "Sign In as Admin" : "Sign In"}
      </CaptchaSubmit>
    </form>
  );
}
