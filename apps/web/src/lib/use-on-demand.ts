import { useEffect, useState } from "react";

export type OnDemand<T> = {
  /** False while it loads: the page shows its loading cards rather than a form without it. */
  isReady: boolean;
  /** Undefined without a key, while loading, or when loading failed (the page goes on without). */
  value: T | undefined;
};

/**
 * What only some forms use, loaded by `load` (an import(): a chunk of its own) when `key` is set,
 * and again when it changes. Without a key it is ready at once and nothing is downloaded.
 */
export function useOnDemand<T>(key: unknown, load: () => Promise<T>): OnDemand<T> {
  const [loaded, setLoaded] = useState<{ key: unknown; value?: T }>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is called for each new key.
  useEffect(() => {
    if (!key) return;
    let isCurrent = true;
    const settle = (value?: T) => isCurrent && setLoaded({ key, value });
    load().then(settle, () => settle());
    return () => {
      isCurrent = false;
    };
  }, [key]);

  const isLoaded = loaded?.key === key;
  return { isReady: !key || isLoaded, value: isLoaded ? loaded?.value : undefined };
}
