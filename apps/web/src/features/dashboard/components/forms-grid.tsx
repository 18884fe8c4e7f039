import type { FormSummary } from "@formloom/shared";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { FormsQuery } from "../api/get-forms";
import { FormCard } from "./form-card";
import { FormCardSkeleton } from "./form-card-skeleton";

const GRID_CLASS = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3 sm:gap-5";
const SKELETON_COUNT = 6;

type FormsGridProps = {
  forms: FormSummary[];
  query: FormsQuery;
  isRefreshing: boolean;
};

export function FormsGrid({ forms, query, isRefreshing }: FormsGridProps) {
  const t = useAppText();
  return (
    <ul
      aria-label={t("dashboard.grid.label")}
      aria-busy={isRefreshing || undefined}
      className={cn(GRID_CLASS, "transition-opacity", isRefreshing && "opacity-60")}
    >
      {forms.map((form) => (
        <li key={form._id} className="flex min-w-0 flex-col [&>article]:flex-1">
          <FormCard form={form} query={query} />
        </li>
      ))}
    </ul>
  );
}

export function FormsGridSkeleton() {
  const t = useAppText();
  return (
    <div role="status" aria-label={t("dashboard.grid.loading")} className={GRID_CLASS}>
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <FormCardSkeleton key={index} />
      ))}
    </div>
  );
}
