import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";

// The menu's code stays off the first download of signed-out pages, like the account menu's.
const ThemeMenu = lazy(() =>
  import("./theme-menu").then((module) => ({ default: module.ThemeMenu })),
);

/** The theme control of the site header and the admin top bar. */
export function ThemeToggle() {
  return (
    <Suspense fallback={<Skeleton className="size-9 rounded-md" />}>
      <ThemeMenu />
    </Suspense>
  );
}
