import type { ReactNode } from "react";
import { Pager } from "@/components/ui/pager";
import { getTotalPages } from "@/lib/pagination";

type PagedListProps = {
  pagerLabel: string;
  page: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  children: ReactNode;
};

/** One page of a list with the pager under it. */
export function PagedList({
  pagerLabel,
  page,
  total,
  limit,
  onPageChange,
  children,
}: PagedListProps) {
  return (
    <div className="grid grid-cols-1 gap-4">
      {children}
      <Pager
        label={pagerLabel}
        page={page}
        totalPages={getTotalPages(total, limit)}
        onPageChange={onPageChange}
      />
    </div>
  );
}
