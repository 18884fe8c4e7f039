import "altcha";
import type { AltchaWidgetElement } from "altcha/types/generic";
import type {} from "altcha/types/react";
import { type CSSProperties, useEffect, useImperativeHandle, useRef } from "react";
import type { CaptchaWidgetProps } from "./captcha-types";

const CHALLENGE_URL = "/api/captcha/challenge";

type StateChangeDetail = { state?: string; payload?: string | null };

// The widget's own variables, set to the app's colours and radii.
const WIDGET_STYLE = {
  "--altcha-max-width": "100%",
  "--altcha-border-radius": "var(--radius-lg)",
  "--altcha-border-color": "var(--color-input)",
  "--altcha-color-base": "var(--color-background)",
  "--altcha-color-base-content": "var(--color-foreground)",
  "--altcha-color-primary": "var(--color-primary)",
  "--altcha-color-primary-content": "var(--color-primary-foreground)",
  "--altcha-color-error": "var(--color-destructive)",
  "--altcha-color-success": "var(--color-success)",
  "--altcha-color-success-content": "var(--color-primary-foreground)",
  display: "block",
} as CSSProperties;

/**
 * ALTCHA: a proof of work solved in a Web Worker once the visitor ticks the box. Its payload is
 * the captcha token; the server checks it inside sign-in and sign-up and accepts it once.
 */
export function AltchaWidget({ onTokenChange, ref }: CaptchaWidgetProps) {
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const onTokenChangeRef = useRef(onTokenChange);
  onTokenChangeRef.current = onTokenChange;

  useImperativeHandle(ref, () => ({ reset: () => widgetRef.current?.reset() }), []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail ?? {};
      onTokenChangeRef.current(state === "verified" && payload ? payload : null);
    };
    widget.addEventListener("statechange", onStateChange);
    return () => {
      widget.removeEventListener("statechange", onStateChange);
      onTokenChangeRef.current(null);
    };
  }, []);

  return <altcha-widget ref={widgetRef} challenge={CHALLENGE_URL} style={WIDGET_STYLE} />;
}
