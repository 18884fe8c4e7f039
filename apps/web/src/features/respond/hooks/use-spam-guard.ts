import type { PublicForm, SpamCheck } from "@formloom/shared";
import { isSpamProtected } from "@formloom/shared/spam-protection-rules";
import { useEffect, useRef, useState } from "react";
import type { SpamGuard } from "../spam/spam-guard";

type SpamCode = typeof import("../spam/spam-protection");

/** A protected form's guard once its code has loaded, with the fields that show it. */
export type StartedSpamGuard = { guard: SpamGuard; Fields: SpamCode["SpamFields"] };

export type SpamGuardHandle = {
  started: StartedSpamGuard | null;
  /** The hosted captcha is on the page and the respondent has not solved it (yet, or again). */
  isCaptchaUnsolved(): boolean;
  /** What the submission carries for the form's spam protection; undefined when it has none. */
  collect(): Promise<SpamCheck | undefined>;
  renew(): void;
};

/**
 * A form with spam protection starts its checks as it opens; the code for them and for their
 * fields is a chunk of its own, so the pages of other forms never download it.
 */
export function useSpamGuard(form: PublicForm): SpamGuardHandle {
  const protection = form.settings.spamProtection;
  const isProtected = isSpamProtected(protection);
  const guard = useRef<Promise<SpamGuard | undefined> | null>(null);
  const [started, setStarted] = useState<StartedSpamGuard | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's settings stay as loaded.
  useEffect(() => {
    if (!isProtected) return;
    let isCancelled = false;
    guard.current = import("../spam/spam-protection").then(
      ({ startSpamGuard, SpamFields }) => {
        const loaded = startSpamGuard(form._id, protection);
        if (!isCancelled) setStarted({ guard: loaded, Fields: SpamFields });
        return loaded;
      },
      () => undefined,
    );
    return () => {
      isCancelled = true;
    };
  }, [form._id, isProtected]);

  return {
    started,
    isCaptchaUnsolved: () => started?.guard.isCaptchaUnsolved() ?? false,
    // Checks that could not load send nothing: the server says what it misses.
    collect: async () =>
      isProtected ? ((await (await guard.current)?.collect()) ?? {}) : undefined,
    renew: () => void guard.current?.then((loaded) => loaded?.renew()),
  };
}
