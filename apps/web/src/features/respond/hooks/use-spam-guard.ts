import type { PublicForm, SpamCheck } from "@formloom/shared";
import { isSpamProtected } from "@formloom/shared/spam-protection-rules";
import { useEffect, useRef } from "react";
import type { SpamGuard } from "../spam/spam-guard";

export type SpamGuardHandle = {
  hasHoneypot: boolean;
  honeypotRef: React.RefObject<HTMLInputElement | null>;
  /** What the submission carries for the form's spam protection; undefined when it has none. */
  collect(): Promise<SpamCheck | undefined>;
  renew(): void;
};

/**
 * A form with spam protection starts its checks as it opens; the code for them is a chunk of its
 * own, so the pages of other forms never download it.
 */
export function useSpamGuard(form: PublicForm): SpamGuardHandle {
  const protection = form.settings.spamProtection;
  const isProtected = isSpamProtected(protection);
  const guard = useRef<Promise<SpamGuard | undefined> | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's settings stay as loaded.
  useEffect(() => {
    if (!isProtected) return;
    guard.current = import("../spam/spam-guard").then(
      ({ startSpamGuard }) => startSpamGuard(form._id, protection),
      () => undefined,
    );
  }, [form._id, isProtected]);

  return {
    hasHoneypot: protection.honeypot,
    honeypotRef,
    collect: async () => {
      if (!isProtected) return undefined;
      const checks = await (await guard.current)?.collect();
      return { ...checks, honeypot: honeypotRef.current?.value ?? "" };
    },
    renew: () => void guard.current?.then((loaded) => loaded?.renew()),
  };
}
