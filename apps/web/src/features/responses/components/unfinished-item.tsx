import type { PartialResponse } from "@formloom/shared/partial-responses";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format-date-time";
import { useAppText } from "@/lib/i18n/use-app-text";

type UnfinishedItemProps = {
  partial: PartialResponse;
  /** Absent for a reader who may not delete responses. */
  onDelete?: () => void;
  isDeleting: boolean;
};

/** One unfinished response: when it started, the page it reached, its answers so far. */
export function UnfinishedItem({ partial, onDelete, isDeleting }: UnfinishedItemProps) {
  const t = useAppText();
  const started = formatDateTime(partial.createdAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 shadow-soft">
      <div className="grid gap-0.5 text-sm">
        <p className="font-medium">{t("responses.unfinished.started", { date: started })}</p>
        <p className="text-muted-foreground">
          {t("responses.unfinished.details", {
            page: partial.pageReached + 1,
            answers: partial.answers.length,
            date: formatDateTime(partial.lastActivityAt),
          })}
        </p>
      </div>
      {onDelete && (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={isDeleting}
          aria-label={t("responses.unfinished.deleteOne", { date: started })}
          onClick={onDelete}
        >
          {t("responses.unfinished.delete")}
        </Button>
      )}
    </li>
  );
}
