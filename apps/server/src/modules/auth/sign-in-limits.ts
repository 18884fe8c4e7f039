import { createFailureCounter, type FailureCounter } from "../../lib/failure-counter.js";

type Limit = { max: number; minutes: number };

export type SignInLimits = {
  /** Seconds before this account may be tried again from this address; 0 when it may now. */
  secondsBlocked(email: string, ip: string): number;
  recordFailure(email: string, ip: string): void;
  recordSuccess(email: string, ip: string): void;
};

/**
 * Counts only wrong passwords that came with a solved captcha (the routes check it first), so an
 * anonymous script cannot lock an owner out, while guessing from one address or from many stops.
 */
export function createSignInLimits(
  limits: { perAccountAndIp: Limit; perAccount: Limit },
  factor: number,
): SignInLimits {
  const perAccountAndIp = counterFor(limits.perAccountAndIp, factor);
  const perAccount = counterFor(limits.perAccount, factor);
  const account = (email: string) => email.trim().toLowerCase();
  const accountFrom = (email: string, ip: string) => `${account(email)} ${ip}`;

  return {
    secondsBlocked: (email, ip) =>
      Math.max(
        perAccountAndIp.secondsBlocked(accountFrom(email, ip)),
        perAccount.secondsBlocked(account(email)),
      ),
    recordFailure: (email, ip) => {
      perAccountAndIp.recordFailure(accountFrom(email, ip));
      perAccount.recordFailure(account(email));
    },
    recordSuccess: (email, ip) => perAccountAndIp.forget(accountFrom(email, ip)),
  };
}

function counterFor(limit: Limit, factor: number): FailureCounter {
  return createFailureCounter({ max: limit.max * factor, windowMs: limit.minutes * 60_000 });
}
