import { RotateCw } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { usePublicConfig } from "@/lib/get-public-config";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { CaptchaWidgetProps } from "./captcha-types";

// The widgets are their own chunks: only the sign-in and sign-up screens download them.
const AltchaWidget = lazy(() =>
  import("./altcha-widget").then((module) => ({ default: module.AltchaWidget })),
);
const HostedCaptchaWidget = lazy(() =>
  import("./hosted-captcha-widget").then((module) => ({ default: module.HostedCaptchaWidget })),
);

function CaptchaPlaceholder() {
  return <Skeleton aria-hidden="true" className="h-[74px] w-full rounded-lg" />;
}

/** The captcha the server is configured with: ALTCHA (self-hosted), reCAPTCHA or Turnstile. */
export function Captcha({ onTokenChange, ref }: CaptchaWidgetProps) {
  const { data, isError, isFetching, refetch } = usePublicConfig();
  const t = useAppText();

  if (isError && !isFetching) {
    return (
      <div role="alert" className="flex items-center justify-between gap-3 text-sm">
        <span className="text-destructive">{t("auth.captcha.loadFailed")}</span>
        <Button type="button" variant="outline" size="sm" onClick={() => void refetch()}>
          <RotateCw aria-hidden="true" />
          {t("auth.captcha.tryAgain")}
        </Button>
      </div>
    );
  }
  if (!data) return <CaptchaPlaceholder />;

  const { provider, siteKey } = data.captcha;
  return (
    <Suspense fallback={<CaptchaPlaceholder />}>
      {provider === "altcha" ? (
        <AltchaWidget ref={ref} onTokenChange={onTokenChange} />
      ) : (
        <HostedCaptchaWidget
          ref={ref}
          provider={provider}
          siteKey={siteKey ?? ""}
          onTokenChange={onTokenChange}
        />
      )}
    </Suspense>
  );
}
