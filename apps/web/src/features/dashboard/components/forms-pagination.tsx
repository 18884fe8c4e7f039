import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { getPaginationItems } from "../utils/get-pagination-items";

type FormsPaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

/** Prev, numbered pages and Next; shown only with more than one page (SPEC §2). */
export function FormsPagination({ page, totalPages, onPageChange }: FormsPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <Button
            variant="ghost"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            Prev
          </Button>
        </li>
        {getPaginationItems(page, totalPages).map((item) =>
          item.type === "ellipsis" ? (
            <li key={item.key} aria-hidden="true" className="px-1.5 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Button
                variant={item.page === page ? "outline" : "ghost"}
                size="icon-sm"
                aria-label={`Page ${item.page}`}
                aria-current={item.page === page ? "page" : undefined}
                className={cn(item.page === page && "border-primary/40 font-semibold text-primary")}
                onClick={() => onPageChange(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size="sm"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
