import { lazy, Suspense } from "react";
import type { KeepUnfinishedProps } from "../partials/keep-unfinished";

// Only forms that keep unfinished answers load this code (the public page's weight budget).
const KeepUnfinished = lazy(() =>
  import("../partials/keep-unfinished").then((module) => ({ default: module.KeepUnfinished })),
);

/** "Continue later" and the saves behind it, for a form with "Keep unfinished answers" on. */
export function KeepUnfinishedSlot(props: KeepUnfinishedProps) {
  if (!props.form.settings.keepUnfinished) return null;
  return (
    <Suspense fallback={null}>
      <KeepUnfinished {...props} />
    </Suspense>
  );
}
