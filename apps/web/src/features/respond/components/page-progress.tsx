import { useRespondText } from "../i18n/use-respond-text";

type PageProgressProps = {
  id: string;
  pageNumber: number;
  pageCount: number;
  /** What the line says; "Page 2 of 4" unless given. */
  text?: string;
};

/**
 * "Page 2 of 4" and a bar filling as the respondent goes. The line takes focus when the page
 * turns, so a screen reader says where they are.
 */
export function PageProgress({ id, pageNumber, pageCount, text }: PageProgressProps) {
  const t = useRespondText();
  const line = text ?? t("progress.page", { page: pageNumber, count: pageCount });
  const percent = Math.round((pageNumber / pageCount) * 100);
  return (
    <div className="grid gap-2 rounded-xl border bg-card px-4 py-3 shadow-soft sm:px-6">
      <p id={id} tabIndex={-1} className="font-medium text-sm outline-none">
        {line}
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={1}
        aria-valuemax={pageCount}
        aria-valuenow={pageNumber}
        aria-valuetext={line}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
