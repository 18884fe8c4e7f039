import type { Question } from "@formloom/shared";
import type { PartialResponse } from "@formloom/shared/partial-responses";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format-date-time";
import { useAppText } from "@/lib/i18n/use-app-text";
import { UnfinishedAnswers } from "./unfinished-answers";

type UnfinishedItemProps = {
  partial: PartialResponse;
  questions: readonly Question[];
  /** Absent for a reader who may not delete responses. */
  onDelete?: () => void;
  isDeleting: boolean;
};

/** One unfinished response: when it started, the page it reached, its answers so far. */
export function UnfinishedItem({ partial, questions, onDelete, isDeleting }: UnfinishedItemProps) {
  const t = useAppText();
  const [isOpen, setOpen] = useState(false);
  const started = formatDateTime(partial.createdAt);
  const answersId = `unfinished-answers-${partial._id}`;
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
      <div className="flex items-center gap-1">
        {partial.answers.length > 0 && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-expanded={isOpen}
            aria-controls={isOpen ? answersId : undefined}
            onClick={() => setOpen(!isOpen)}
          >
            {t(isOpen ? "responses.unfinished.hideAnswers" : "responses.unfinished.showAnswers")}
            <ChevronDown
              aria-hidden="true"
              className={cn("transition-transform", isOpen && "rotate-180")}
            />
          </Button>
        )}
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
      </div>
      {isOpen && (
        <UnfinishedAnswers id={answersId} answers={partial.answers} questions={questions} />
      )}
    </li>
  );
}
