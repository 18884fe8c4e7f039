import { SSO_FAILURE_PARAM, SSO_FAILURE_REASONS, type SsoFailureReason } from "@formloom/shared";
import { KeyRound, TriangleAlert } from "lucide-react";
import { useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { usePublicConfig } from "@/lib/get-public-config";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";

/** Where the button sends the browser: the server's route on to the OpenID provider. */
const SSO_START_PATH = "/api/auth/oidc/start";

const FAILURE_TEXT: Record<SsoFailureReason, AppTextId> = {
  unavailable: "auth.sso.failure.unavailable",
  failed: "auth.sso.failure.failed",
  unverified: "auth.sso.failure.unverified",
  domain: "auth.sso.failure.domain",
  deactivated: "auth.sso.failure.deactivated",
};

function isFailureReason(value: string | null): value is SsoFailureReason {
  return SSO_FAILURE_REASONS.some((reason) => reason === value);
}

/** Why the last SSO sign-in was refused, as the server's redirect named it. */
function SsoFailureAlert() {
  const [params] = useSearchParams();
  const reason = params.get(SSO_FAILURE_PARAM);
  const t = useAppText();
  if (!isFailureReason(reason)) return null;
  return (
    <Alert variant="destructive" role="alert">
      <TriangleAlert aria-hidden="true" />
      <p>{t(FAILURE_TEXT[reason])}</p>
    </Alert>
  );
}

/**
 * The "Sign in with …" button when the server offers single sign-on, with the reason a refused
 * attempt came back with; `hasDivider` separates it from the password form below.
 */
export function SsoSignIn({ hasDivider }: { hasDivider: boolean }) {
  const { data: config } = usePublicConfig();
  const t = useAppText();
  if (!config?.sso) return null;
  return (
    <div className="mb-6 grid gap-5">
      <SsoFailureAlert />
      <Button asChild variant="outline" size="lg" className="w-full">
        {/* A full navigation: the provider's page is not ours to fetch. */}
        <a href={SSO_START_PATH}>
          <KeyRound aria-hidden="true" />
          {config.sso.buttonLabel ?? t("auth.sso.button")}
        </a>
      </Button>
      {hasDivider && (
        <div className="flex items-center gap-3 text-muted-foreground text-xs uppercase">
          <span aria-hidden="true" className="h-px flex-1 bg-border" />
          {t("auth.sso.divider")}
          <span aria-hidden="true" className="h-px flex-1 bg-border" />
        </div>
      )}
    </div>
  );
}

/** False when people sign in with SSO only (admins keep their password on /admin/login). */
export function useIsPasswordSignInOn(): boolean {
  const { data: config } = usePublicConfig();
  return config?.isPasswordSignInOn ?? true;
}
