import { useAppText } from "@/lib/i18n/use-app-text";

type PageBreakRuleProps = { page: number; pageCount: number };

/** The page break itself: a rule across the list, with the page it starts. */
export function PageBreakRule({ page, pageCount }: PageBreakRuleProps) {
  const t = useAppText();
  return (
    <div aria-hidden="true" className="absolute inset-x-0 top-0 flex items-center gap-3">
      <span className="h-px flex-1 bg-primary/40" />
      <span className="font-medium text-primary text-xs uppercase tracking-wide">
        {t("builder.question.pageOf", { page, pageCount })}
      </span>
      <span className="h-px flex-1 bg-primary/40" />
    </div>
  );
}
