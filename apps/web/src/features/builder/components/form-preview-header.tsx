import { ProgressBar } from "@/components/ui/progress-bar";
import { useAppText } from "@/lib/i18n/use-app-text";

type FormPreviewHeaderProps = {
  title: string;
  description: string;
  hasRequired: boolean;
  /** The page shown (from 0) and how many there are; progress shows for several. */
  current: number;
  pageCount: number;
  /** Counts questions, one per screen, instead of pages. */
  isOneAtATime?: boolean;
};

export function FormPreviewHeader({
  title,
  description,
  hasRequired,
  current,
  pageCount,
  isOneAtATime = false,
}: FormPreviewHeaderProps) {
  const t = useAppText();
  const position = { current: current + 1, count: pageCount };
  const pageLabel = isOneAtATime
    ? t("builder.formPreview.questionOf", position)
    : t("builder.formPreview.pageOf", position);
  return (
    <header className="overflow-hidden rounded-xl border border-t-4 border-t-primary bg-card px-4 py-6 shadow-soft sm:px-6">
      <h2 className="wrap-anywhere font-semibold text-2xl tracking-tight sm:text-3xl">
        {title.trim() || t("builder.formPreview.untitledForm")}
      </h2>
      {description.trim() && (
        <p className="mt-2 whitespace-pre-line wrap-anywhere text-muted-foreground">
          {description}
        </p>
      )}
      {hasRequired && (
        <p className="mt-4 text-destructive text-xs">{t("builder.formPreview.required")}</p>
      )}
      {pageCount > 1 && (
        <div className="mt-5 grid grid-cols-1 gap-2">
          <p aria-live="polite" className="font-medium text-muted-foreground text-sm">
            {pageLabel}
          </p>
          <ProgressBar value={((current + 1) / pageCount) * 100} label={pageLabel} />
        </div>
      )}
    </header>
  );
}
