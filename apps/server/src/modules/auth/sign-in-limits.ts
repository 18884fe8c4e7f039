import {
  createSharedFailureCounter,
  type SharedFailureCounter,
} from "../../lib/shared-failure-counter.js";
import type { SharedRedis } from "../../lib/shared-redis.js";

type Limit = { max: number; minutes: number };

export type SignInLimits = {
  /** Seconds before this account may be tried again from this address; 0 when it may now. */
  secondsBlocked(email: string, ip: string): Promise<number>;
  recordFailure(email: string, ip: string): Promise<void>;
  recordSuccess(email: string, ip: string): Promise<void>;
};

/**
 * Counts only wrong passwords that came with a solved captcha (the routes check it first), so an
 * anonymous script cannot lock an owner out, while guessing from one address or from many stops.
 * Counted in Redis when it is set, so several servers hold one count.
 */
export function createSignInLimits(
  limits: { perAccountAndIp: Limit; perAccount: Limit },
  factor: number,
  redis?: SharedRedis,
): SignInLimits {
  const perAccountAndIp = counterFor("account-and-ip", limits.perAccountAndIp, factor, redis);
  const perAccount = counterFor("account", limits.perAccount, factor, redis);
  const account = (email: string) => email.trim().toLowerCase();
  const accountFrom = (email: string, ip: string) => `${account(email)} ${ip}`;

  return {
    secondsBlocked: async (email, ip) =>
      Math.max(
        ...(await Promise.all([
          perAccountAndIp.secondsBlocked(accountFrom(email, ip)),
          perAccount.secondsBlocked(account(email)),
        ])),
      ),
    recordFailure: async (email, ip) => {
      await Promise.all([
        perAccountAndIp.recordFailure(accountFrom(email, ip)),
        perAccount.recordFailure(account(email)),
      ]);
    },
    recordSuccess: (email, ip) => perAccountAndIp.forget(accountFrom(email, ip)),
  };
}

function counterFor(
  name: string,
  limit: Limit,
  factor: number,
  redis: SharedRedis | undefined,
): SharedFailureCounter {
  return createSharedFailureCounter({
    name,
    max: limit.max * factor,
    windowMs: limit.minutes * 60_000,
    redis,
  });
}
