type PageBreakRuleProps = { page: number; pageCount: number };

/** The page break itself: a rule across the list, with the page it starts. */
export function PageBreakRule({ page, pageCount }: PageBreakRuleProps) {
  return (
    <div aria-hidden="true" className="absolute inset-x-0 top-0 flex items-center gap-3">
      <span className="h-px flex-1 bg-primary/40" />
      <span className="font-medium text-primary text-xs uppercase tracking-wide">
        Page {page} of {pageCount}
      </span>
      <span className="h-px flex-1 bg-primary/40" />
    </div>
  );
}
