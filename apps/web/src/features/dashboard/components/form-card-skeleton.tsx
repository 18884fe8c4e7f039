import { Skeleton } from "@/components/ui/skeleton";

export function FormCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col rounded-xl border bg-card shadow-soft">
      <div className="flex flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
        <Skeleton className="h-4 w-5/6" />
        <div className="mt-2 flex items-center justify-between">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-3.5 w-28" />
        </div>
      </div>
      <div className="flex items-center gap-2 border-t px-3 py-2.5">
        {[0, 1, 2, 3, 4].map((item) => (
          <Skeleton key={item} className="size-8" />
        ))}
        <Skeleton className="ms-auto h-8 w-28" />
      </div>
    </div>
  );
}
