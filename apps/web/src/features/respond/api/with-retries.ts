import { isApiError } from "@/lib/api-client";

const MAX_RETRIES = 2;

/** A 4xx answer will not change on retry; no answer at all, or a 5xx, might. */
const isWorthRetrying = (error: unknown) =>
  !(isApiError(error) && error.status >= 400 && error.status < 500);

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
  });

/**
 * Calls `load` until it answers, at most twice more, 1 s then 2 s apart, as the app's queries
 * do: the public page makes its few calls without the app's query library.
 */
export async function withRetries<T>(
  load: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load(signal);
    } catch (error) {
      if (signal.aborted || attempt >= MAX_RETRIES || !isWorthRetrying(error)) throw error;
      await pause(1000 * 2 ** attempt, signal);
    }
  }
}
