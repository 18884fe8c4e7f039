import type { PublicForm, SpamCheck } from "@formloom/shared";
import { isSpamProtected } from "@formloom/shared/spam-protection-rules";
import { useEffect, useRef, useState } from "react";
import type { HostedCaptchaHandle } from "@/components/ui/hosted-captcha-widget";
import type { HostedCaptcha, SpamGuard } from "../spam/spam-guard";

/** The provider's widget a protected form shows when the server's captcha is a hosted one. */
export type SpamCaptchaProps = HostedCaptcha & {
  captchaRef: React.RefObject<HostedCaptchaHandle | null>;
  onTokenChange: (token: string | null) => void;
};

export type SpamGuardHandle = {
  hasHoneypot: boolean;
  honeypotRef: React.RefObject<HTMLInputElement | null>;
  /** Set once the server named its hosted captcha, for a form with the proof of work on. */
  captcha: SpamCaptchaProps | null;
  /** The hosted captcha is on the page and the respondent has not solved it (yet, or again). */
  isCaptchaUnsolved(): boolean;
  /** What the submission carries for the form's spam protection; undefined when it has none. */
  collect(): Promise<SpamCheck | undefined>;
  renew(): void;
};

/**
 * A form with spam protection starts its checks as it opens; the code for them is a chunk of its
 * own, so the pages of other forms never download it. Under a hosted captcha (reCAPTCHA,
 * Turnstile) the proof is the token of the provider's widget, which the respondent solves.
 */
export function useSpamGuard(form: PublicForm): SpamGuardHandle {
  const protection = form.settings.spamProtection;
  const isProtected = isSpamProtected(protection);
  const guard = useRef<Promise<SpamGuard | undefined> | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HostedCaptchaHandle>(null);
  const captchaToken = useRef<string | null>(null);
  const [hostedCaptcha, setHostedCaptcha] = useState<HostedCaptcha | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's settings stay as loaded.
  useEffect(() => {
    if (!isProtected) return;
    let isCancelled = false;
    guard.current = import("../spam/spam-guard").then(
      ({ startSpamGuard }) => {
        const started = startSpamGuard(form._id, protection);
        if (protection.proofOfWork) {
          void started.hostedCaptcha.then((captcha) => !isCancelled && setHostedCaptcha(captcha));
        }
        return started;
      },
      () => undefined,
    );
    return () => {
      isCancelled = true;
    };
  }, [form._id, isProtected]);

  return {
    hasHoneypot: protection.honeypot,
    honeypotRef,
    captcha: hostedCaptcha && {
      ...hostedCaptcha,
      captchaRef,
      onTokenChange: (token) => {
        captchaToken.current = token;
      },
    },
    isCaptchaUnsolved: () => hostedCaptcha !== null && captchaToken.current === null,
    collect: async () => {
      if (!isProtected) return undefined;
      const checks = await (await guard.current)?.collect();
      const proof = captchaToken.current ?? checks?.proof;
      return { ...checks, proof, honeypot: honeypotRef.current?.value ?? "" };
    },
    renew: () => {
      // The provider takes each token once: a refused submission needs the widget solved again.
      captchaRef.current?.reset();
      void guard.current?.then((loaded) => loaded?.renew());
    },
  };
}
