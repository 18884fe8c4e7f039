import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import { getPageRange } from "@/lib/pagination";
import { Button } from "./button";

type PageChangeProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

type StepButtonProps = PageChangeProps & {
  direction: "prev" | "next";
  variant: "outline" | "ghost";
};

function StepButton({ direction, variant, page, totalPages, onPageChange }: StepButtonProps) {
  const t = useAppText();
  const isPrev = direction === "prev";
  return (
    <Button
      variant={variant}
      size="sm"
      disabled={isPrev ? page <= 1 : page >= totalPages}
      onClick={() => onPageChange(isPrev ? page - 1 : page + 1)}
    >
      {isPrev && <ChevronLeft aria-hidden="true" />}
      {t(isPrev ? "ui.pager.previous" : "ui.pager.next")}
      {!isPrev && <ChevronRight aria-hidden="true" />}
    </Button>
  );
}

type PagerProps = PageChangeProps & {
  label?: string;
  className?: string;
};

/** Prev, "Page x of y", Next; nothing with a single page. */
export function Pager({ label, className, ...pages }: PagerProps) {
  const t = useAppText();
  if (pages.totalPages <= 1) return null;
  return (
    <nav
      aria-label={label ?? t("ui.pager.label")}
      className={cn("flex items-center justify-between gap-3", className)}
    >
      <StepButton direction="prev" variant="outline" {...pages} />
      <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
        {t("ui.pager.pageOf", { page: pages.page, totalPages: pages.totalPages })}
      </p>
      <StepButton direction="next" variant="outline" {...pages} />
    </nav>
  );
}

type NumberedPagerProps = PageChangeProps & {
  ellipsisClassName?: string;
  label?: string;
  className?: string;
};

/** Prev, the first, last and nearby page numbers with ellipses between, Next. */
export function NumberedPager({
  ellipsisClassName,
  label,
  className,
  ...pages
}: NumberedPagerProps) {
  const t = useAppText();
  const { page, totalPages, onPageChange } = pages;
  return (
    <nav aria-label={label ?? t("ui.pager.label")} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <StepButton direction="prev" variant="ghost" {...pages} />
        </li>
        {getPageRange(page, totalPages).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <Button
                variant={item === page ? "outline" : "ghost"}
                size="icon-sm"
                aria-label={t("ui.pager.page", { page: item })}
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
              className={cn(ellipsisClassName, "text-muted-foreground")}
            >
              …
            </li>
          ),
        )}
        <li>
          <StepButton direction="next" variant="ghost" {...pages} />
        </li>
      </ul>
    </nav>
  );
}
