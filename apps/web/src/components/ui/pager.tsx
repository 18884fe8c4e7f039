import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

type PagerProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
  className?: string;
};

/** Prev, "Page x of y", Next; nothing with a single page. */
export function Pager({
  page,
  totalPages,
  onPageChange,
  label = "Pagination",
  className,
}: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className={cn("flex items-center justify-between gap-3", className)}>
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        Prev
      </Button>
      <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
