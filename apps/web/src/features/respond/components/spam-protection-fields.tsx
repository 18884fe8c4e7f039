import type { SpamGuardHandle } from "../hooks/use-spam-guard";

/** A protected form's honeypot and hosted captcha, once their code has loaded; else nothing. */
export function SpamProtectionFields({
  spamGuard,
  isLast,
}: {
  spamGuard: SpamGuardHandle;
  isLast: boolean;
}) {
  const { started } = spamGuard;
  return started && <started.Fields guard={started.guard} isLast={isLast} />;
}
