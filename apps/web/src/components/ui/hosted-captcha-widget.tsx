import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { loadScript } from "@/lib/load-script";

// Shared by the sign-in screens and the public page of a form with spam protection: it takes its
// words as props, since each of them speaks from its own catalogue.

export type HostedProvider = "recaptcha" | "turnstile";

export type HostedCaptchaHandle = {
  /** Clears the solution: the server accepts each one once, so a failed attempt needs a new one. */
  reset: () => void;
};

type RenderOptions = {
  sitekey: string;
  callback: (token: string) => void;
  "expired-callback": () => void;
  "error-callback": () => void;
};

/** The part of `grecaptcha` and `turnstile` this widget uses; both share the explicit-render API. */
type HostedCaptchaApi = {
  render: (container: HTMLElement, options: RenderOptions) => string | number;
  reset: (widgetId?: string | number) => void;
  remove?: (widgetId: string | number) => void;
  ready?: (callback: () => void) => void;
};

const PROVIDERS: Record<HostedProvider, { script: string; global: string }> = {
  recaptcha: {
    script: "https://www.google.com/recaptcha/api.js?render=explicit",
    global: "grecaptcha",
  },
  turnstile: {
    script: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
    global: "turnstile",
  },
};

function readApi(provider: HostedProvider): HostedCaptchaApi | undefined {
  return (window as unknown as Record<string, HostedCaptchaApi | undefined>)[
    PROVIDERS[provider].global
  ];
}

function whenReady(api: HostedCaptchaApi): Promise<void> {
  return new Promise((resolve) => (api.ready ? api.ready(resolve) : resolve()));
}

type HostedCaptchaWidgetProps = {
  provider: HostedProvider;
  siteKey: string;
  /** The solved widget's token, or null while it is not (or no longer) solved. */
  onTokenChange: (token: string | null) => void;
  /** Shown when the provider's script cannot be loaded. */
  loadFailedText: string;
  ref?: Ref<HostedCaptchaHandle>;
};

/** reCAPTCHA v2 or Cloudflare Turnstile, loaded from the provider and rendered explicitly. */
export function HostedCaptchaWidget({
  provider,
  siteKey,
  onTokenChange,
  loadFailedText,
  ref,
}: HostedCaptchaWidgetProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetIdRef = useRef<string | number | undefined>(undefined);
  const onTokenChangeRef = useRef(onTokenChange);
  onTokenChangeRef.current = onTokenChange;
  const [hasFailed, setFailed] = useState(false);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        readApi(provider)?.reset(widgetIdRef.current);
        onTokenChangeRef.current(null);
      },
    }),
    [provider],
  );

  useEffect(() => {
    let isCancelled = false;
    const clearToken = () => onTokenChangeRef.current(null);
    loadScript(PROVIDERS[provider].script)
      .then(async () => {
        const api = readApi(provider);
        if (!api) throw new Error(`${provider} did not load`);
        await whenReady(api);
        if (isCancelled || !containerRef.current) return;
        widgetIdRef.current = api.render(containerRef.current, {
          sitekey: siteKey,
          callback: (token) => onTokenChangeRef.current(token),
          "expired-callback": clearToken,
          "error-callback": clearToken,
        });
      })
      .catch(() => !isCancelled && setFailed(true));
    return () => {
      isCancelled = true;
      const widgetId = widgetIdRef.current;
      if (widgetId !== undefined) readApi(provider)?.remove?.(widgetId);
      widgetIdRef.current = undefined;
      clearToken();
    };
  }, [provider, siteKey]);

  if (hasFailed) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {loadFailedText}
      </p>
    );
  }
  return <div ref={containerRef} className="min-h-[65px]" />;
}
