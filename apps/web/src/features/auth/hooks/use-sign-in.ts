import { AUTH_MESSAGES, CAPTCHA_FIELD, type LoginForm } from "@formloom/shared";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { getErrorMessage, hasErrorCode } from "@/lib/api-client";
import { useAdminAuthStore, useAuthStore } from "@/lib/auth-store";
import { appText } from "@/lib/i18n/use-app-text";
import { useLoginAdmin } from "../api/login-admin";
import { useLoginUser } from "../api/login-user";
import { authRuleText } from "../utils/auth-rule-text";
import { toVerifyState } from "../verify-state";
import type { useCaptchaToken } from "./use-captcha-token";

type Captcha = ReturnType<typeof useCaptchaToken>;

/**
 * Signs in with the solved captcha, as a user or (in admin mode) an admin. A user whose email
 * is not verified yet goes on to verify it; one with two-factor authentication gets the token of
 * the second step (`twoFactorToken`). The guest-only guard moves a visitor on as soon as
 * the session is stored.
 */
export function useSignIn(isAdmin: boolean, captcha: Captcha) {
  const userLogin = useLoginUser();
  const adminLogin = useLoginAdmin();
  const signIn = useAuthStore((state) => state.login);
  const signInAdmin = useAdminAuthStore((state) => state.adminLogin);
  const navigate = useNavigate();
  const location = useLocation();
  // Set when the password was right and the account asks for a second factor.
  const [twoFactorToken, setTwoFactorToken] = useState<string>();

  /** Whether the failure was handled as a step of two-factor sign-in. */
  const onTwoFactorError = (error: Error) => {
    if (hasErrorCode(error, "TWO_FACTOR_REQUIRED") && error.twoFactorToken) {
      setTwoFactorToken(error.twoFactorToken);
      return true;
    }
    if (hasErrorCode(error, "TWO_FACTOR_SETUP_REQUIRED")) {
      toast.error(appText("auth.twoFactor.setupRequired"), { duration: 10_000 });
      return true;
    }
    return false;
  };

  const submit = (values: LoginForm) => {
    if (!captcha.token) {
      toast.warning(authRuleText(AUTH_MESSAGES.captchaRequired));
      return;
    }
    const body = { ...values, [CAPTCHA_FIELD]: captcha.token };
    if (isAdmin) {
      adminLogin.mutate(body, {
        onSuccess: ({ message, data }) => {
          toast.success(message || appText("auth.login.adminSucceeded"));
          signInAdmin(data);
        },
        onError: (error) => {
          captcha.reset();
          if (onTwoFactorError(error)) return;
          toast.error(getErrorMessage(error, appText("auth.login.failed")));
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
        if (onTwoFactorError(error)) return;
        if (hasErrorCode(error, "EMAIL_NOT_VERIFIED")) {
          toast.info(error.message);
          navigate("/verify", { state: toVerifyState(values.email, location.state) });
          return;
        }
        toast.error(getErrorMessage(error, appText("auth.login.failed")));
      },
    });
  };

  return {
    submit,
    isPending: userLogin.isPending || adminLogin.isPending,
    twoFactorToken,
    leaveTwoFactor: () => setTwoFactorToken(undefined),
  };
}
