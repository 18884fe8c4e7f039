import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { getPageRange } from "../utils/get-page-range";

type ListPaginationProps = {
  page: number;
  totalPages: number;
  totalItems: number;
  onPageChange: (page: number) => void;
};

/** Prev, numbered pages with one sibling each side and ellipses, Next, and where the list stands. */
export function ListPagination({
  page,
  totalPages,
  totalItems,
  onPageChange,
}: ListPaginationProps) {
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Page {page} of {totalPages} ({totalItems} items)
      </p>
      <nav aria-label="Pagination">
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
          {getPageRange(page, totalPages).map((item) =>
            typeof item === "number" ? (
              <li key={item}>
                <Button
                  variant={item === page ? "outline" : "ghost"}
                  size="icon-sm"
                  aria-label={`Page ${item}`}
                  aria-current={item === page ? "page" : undefined}
                  className={cn(item === page && "border-primary/40 font-semibold text-primary")}
                  onClick={() => onPageChange(item)}
                >
                  {item}
                </Button>
              </li>
            ) : (
              <li
                key={item}
                aria-hidden="true"
                className="flex size-8 items-center justify-center text-muted-foreground"
              >
                …
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
    </div>
  );
}
