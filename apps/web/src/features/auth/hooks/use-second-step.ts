import type { SecondFactor } from "@formloom/shared";
import { toast } from "sonner";
import { getErrorMessage, hasErrorCode } from "@/lib/api-client";
import { useAdminAuthStore, useAuthStore } from "@/lib/auth-store";
import { appText } from "@/lib/i18n/use-app-text";
import { useLoginAdminTwoFactor } from "../api/login-admin-two-factor";
import { useLoginUserTwoFactor } from "../api/login-user-two-factor";

type Handlers = {
  /** The code was not right (or the recovery code was used): the user tries again. */
  onWrongCode: () => void;
  /** The sign-in expired (5 minutes) or the account changed: back to the password. */
  onExpired: () => void;
};

/** Sends the second factor with the token of the first step and stores the session it earns. */
export function useSecondStep(isAdmin: boolean, twoFactorToken: string, handlers: Handlers) {
  const userStep = useLoginUserTwoFactor();
  const adminStep = useLoginAdminTwoFactor();
  const signIn = useAuthStore((state) => state.login);
  const signInAdmin = useAdminAuthStore((state) => state.adminLogin);

  const onError = (error: Error) => {
    if (hasErrorCode(error, "TWO_FACTOR_CODE_INVALID")) {
      handlers.onWrongCode();
      return;
    }
    if (hasErrorCode(error, "TWO_FACTOR_SIGN_IN_INVALID")) {
      toast.error(appText("auth.twoFactor.expired"));
      handlers.onExpired();
      return;
    }
    toast.error(getErrorMessage(error, appText("auth.login.failed")));
  };

  const submit = (factor: SecondFactor) => {
    const body = { twoFactorToken, ...factor };
    if (isAdmin) {
      adminStep.mutate(body, {
        onSuccess: ({ message, data }) => {
          toast.success(message || appText("auth.login.adminSucceeded"));
          signInAdmin(data);
        },
        onError,
      });
      return;
    }
    userStep.mutate(body, {
      onSuccess: ({ message, data }) => {
        if (message) toast.success(message);
        signIn(data);
      },
      onError,
    });
  };

  return { submit, isPending: userStep.isPending || adminStep.isPending };
}
