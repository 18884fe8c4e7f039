import { type ComponentProps, lazy, Suspense } from "react";
import { useToastWanted } from "@/lib/lazy-toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** The toaster of the public page, loaded with the first `lazyToast` rather than with the page. */
export function LazyToaster(props: ComponentProps<typeof Toaster>) {
  if (!useToastWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
