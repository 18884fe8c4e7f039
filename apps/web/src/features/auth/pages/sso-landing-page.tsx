import { SSO_FAILURE_PARAM } from "@formloom/shared";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { hasErrorCode } from "@/lib/api-client";
import { useAuthStore } from "@/lib/auth-store";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useExchangeSsoCode } from "../api/exchange-sso-code";
import { AuthCard } from "../components/auth-card";

/** Takes the one-time code out of the address bar at once, so it is neither kept nor shared. */
function takeCodeFromFragment(hash: string): string | null {
  window.history.replaceState(window.history.state, "", window.location.pathname);
  return new URLSearchParams(hash.slice(1)).get("code");
}

/**
 * Where the server's SSO callback lands: trades the one-time code for the session and stores it,
 * after which the guest-only guard moves the visitor on to the dashboard.
 */
export function SsoLandingPage() {
  const t = useAppText();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const signIn = useAuthStore((state) => state.login);
  const exchange = useExchangeSsoCode();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const failed = (reason: string) =>
      navigate(`/login?${SSO_FAILURE_PARAM}=${reason}`, { replace: true });
    const code = takeCodeFromFragment(hash);
    if (!code) {
      failed("failed");
      return;
    }
    exchange.mutate(
      { code },
      {
        onSuccess: ({ data }) => signIn(data),
        onError: (error) =>
          failed(hasErrorCode(error, "ACCOUNT_DEACTIVATED") ? "deactivated" : "failed"),
      },
    );
  }, [exchange, hash, navigate, signIn]);

  return (
    <AuthCard title={t("auth.login.title")}>
      <p role="status" className="flex items-center justify-center gap-2 text-muted-foreground">
        <Spinner aria-hidden="true" />
        {t("auth.sso.signingIn")}
      </p>
    </AuthCard>
  );
}
