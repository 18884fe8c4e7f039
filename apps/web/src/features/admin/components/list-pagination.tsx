import { NumberedPager } from "@/components/ui/pager";
import { useAppText } from "@/lib/i18n/use-app-text";

type ListPaginationProps = {
  page: number;
  totalPages: number;
  totalItems: number;
  onPageChange: (page: number) => void;
};

/** Where the list stands, then numbered pages that keep the same count of buttons on every page. */
export function ListPagination({
  page,
  totalPages,
  totalItems,
  onPageChange,
}: ListPaginationProps) {
  const t = useAppText();
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {t("admin.pagination.summary", { page, totalPages, totalItems })}
      </p>
      <NumberedPager
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        ellipsisClassName="flex size-8 items-center justify-center"
      />
    </div>
  );
}
