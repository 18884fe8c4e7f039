import type { ExportFormat } from "@formloom/shared";
import { AppError } from "../../../lib/app-error.js";
import { createWorkPool, PoolFullError, type Release } from "../../../lib/work-pool.js";

/**
 * How many exports one server runs at once. An Excel export holds a worker thread with a 64 MB
 * heap (about 40 MB of RSS each when measured), a CSV one a page of rows and its stream buffers
 * (about 9 MB): two and four keep twenty requests at once well under 400 MB. Extra requests wait
 * for a slot, but not past `maxWaitSeconds` (below the server's 30 s idle timeout, which would
 * cut a request that waits silently), and never more than `maxWaiting` of them. One account
 * holds at most `perAccount` exports running or waiting, so a script with a read-only key cannot
 * take every slot from the others. Counted per process: a slot is this server's memory.
 */
export const EXPORT_LIMITS = {
  slots: { xlsx: 2, csv: 4 },
  maxWaiting: 16,
  maxWaitSeconds: 20,
  perAccount: 2,
  busyRetryAfterSeconds: 30,
  accountRetryAfterSeconds: 10,
};

export type ExportLimits = typeof EXPORT_LIMITS;

export type ExportSlots = {
  /** Waits for a slot of the format's pool; throws TOO_MANY_EXPORTS or EXPORTS_BUSY instead. */
  take(options: {
    format: ExportFormat;
    accountId: string;
    signal?: AbortSignal;
  }): Promise<Release>;
  /** Exports running and waiting now, by format (metrics and tests). */
  count(): Record<ExportFormat, { running: number; waiting: number }>;
};

export function createExportSlots(limits: ExportLimits = EXPORT_LIMITS): ExportSlots {
  const pool = (slots: number) =>
    createWorkPool({
      slots,
      maxWaiting: limits.maxWaiting,
      maxWaitMs: limits.maxWaitSeconds * 1000,
    });
  const pools: Record<ExportFormat, ReturnType<typeof pool>> = {
    xlsx: pool(limits.slots.xlsx),
    csv: pool(limits.slots.csv),
  };
  const heldByAccount = new Map<string, number>();

  function leave(accountId: string) {
    const held = (heldByAccount.get(accountId) ?? 1) - 1;
    if (held > 0) heldByAccount.set(accountId, held);
    else heldByAccount.delete(accountId);
  }

  return {
    async take({ format, accountId, signal }) {
      const held = heldByAccount.get(accountId) ?? 0;
      if (held >= limits.perAccount) {
        throw new AppError(
          "TOO_MANY_EXPORTS",
          `You already have ${held} exports in progress. Wait for one to finish, then try again.`,
          { retryAfterSeconds: limits.accountRetryAfterSeconds },
        );
      }
      heldByAccount.set(accountId, held + 1);
      try {
        const release = await pools[format].acquire(signal);
        let isReleased = false;
        return () => {
          if (isReleased) return;
          isReleased = true;
          release();
          leave(accountId);
        };
      } catch (error) {
        leave(accountId);
        if (!(error instanceof PoolFullError)) throw error;
        throw new AppError(
          "EXPORTS_BUSY",
          "The server is busy with other exports. Please try again in a moment.",
          { retryAfterSeconds: limits.busyRetryAfterSeconds },
        );
      }
    },
    count: () => ({
      xlsx: { running: pools.xlsx.running, waiting: pools.xlsx.waiting },
      csv: { running: pools.csv.running, waiting: pools.csv.waiting },
    }),
  };
}
