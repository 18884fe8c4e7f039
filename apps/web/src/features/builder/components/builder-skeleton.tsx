import { Skeleton } from "@/components/ui/skeleton";
import { useAppText } from "@/lib/i18n/use-app-text";

/** The edit page's loader, shaped like the builder it becomes. */
export function BuilderSkeleton() {
  const t = useAppText();
  return (
    <div role="status" aria-label={t("builder.skeleton.loading")}>
      <div className="border-b">
        <div className="mx-auto flex w-full max-w-3xl items-center gap-4 px-4 py-3 sm:px-6">
          <Skeleton className="h-6 w-36" />
          <Skeleton className="ms-auto h-9 w-44" />
          <Skeleton className="h-9 w-28" />
        </div>
      </div>
      <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-8 sm:px-6">
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-56 w-full rounded-xl" />
        <Skeleton className="h-56 w-full rounded-xl" />
      </div>
    </div>
  );
}
