export type WakeSignal = {
  /** Resolves after `ms`, or sooner once woken; a wake-up while nobody waits is kept for the next. */
  sleep(ms: number): Promise<void>;
  wake(): void;
};

export function createWakeSignal(): WakeSignal {
  let isWoken = false;
  let resolveSleep: (() => void) | undefined;
  return {
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        if (isWoken) {
          isWoken = false;
          resolve();
          return;
        }
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          isWoken = false;
          resolveSleep = undefined;
          resolve();
        }
        resolveSleep = done;
      }),
    wake: () => {
      isWoken = true;
      resolveSleep?.();
    },
  };
}
