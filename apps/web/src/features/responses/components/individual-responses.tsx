import type { FormResponse, Question } from "@formloom/shared";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import { Skeleton } from "@/components/ui/skeleton";
import { useAppText } from "@/lib/i18n/use-app-text";
import { getTotalPages } from "@/lib/pagination";
import { getResponseNumber } from "../utils/response-number";
import { DeleteResponsesDialog } from "./delete-responses-dialog";
import { ResponseCard } from "./response-card";
import { ResponseCardActions } from "./response-card-actions";

type IndividualResponsesProps = {
  formId: string;
  responses: readonly FormResponse[] | undefined;
  total: number;
  page: number;
  limit: number;
  questions: readonly Question[];
  /** The version's hidden fields, in the order each response shows their values. */
  hiddenFields?: readonly string[];
  isRefreshing: boolean;
  onPageChange: (page: number) => void;
  /** Whether the reader's role may delete responses: without it, nothing is selectable. */
  canDelete: boolean;
};

type SelectionBarProps = {
  formId: string;
  /** The ids of the responses selected on this page. */
  selected: readonly string[];
  isAllSelected: boolean;
  onSelectAll: (isSelected: boolean) => void;
  onDeleted: () => void;
};

/** "Select all on this page", how many are selected, and their deletion. */
function SelectionBar({
  formId,
  selected,
  isAllSelected,
  onSelectAll,
  onDeleted,
}: SelectionBarProps) {
  const t = useAppText();
  return (
    <div
      className="flex min-h-9 flex-wrap items-center justify-between gap-3 rounded-lg border bg-card px-4 py-2"
      data-print="hide"
    >
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={isAllSelected}
          ref={(input) => {
            if (input) input.indeterminate = selected.length > 0 && !isAllSelected;
          }}
          onChange={(event) => onSelectAll(event.target.checked)}
          className="size-4 rounded accent-primary"
        />
        {t("responses.individual.selectAll")}
      </label>
      <div className="flex items-center gap-3">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {selected.length > 0
            ? t("responses.individual.selected", { count: selected.length })
            : ""}
        </p>
        <DeleteResponsesDialog formId={formId} ids={selected} onDeleted={onDeleted}>
          <Button variant="outline" size="sm" disabled={selected.length === 0}>
            <Trash2 aria-hidden="true" />
            {t("responses.individual.deleteSelected")}
          </Button>
        </DeleteResponsesDialog>
      </div>
    </div>
  );
}

export function IndividualResponses({
  formId,
  responses,
  total,
  page,
  limit,
  questions,
  hiddenFields,
  isRefreshing,
  onPageChange,
  canDelete,
}: IndividualResponsesProps) {
  const t = useAppText();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  if (!responses) {
    return (
      <div
        className="grid grid-cols-1 gap-4"
        role="status"
        aria-label={t("responses.individual.loading")}
      >
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  // Only what this page shows stays selected: a page or filter change leaves the rest behind.
  const selected = responses.filter((response) => picked.has(response._id)).map((r) => r._id);
  const isAllSelected = responses.length > 0 && selected.length === responses.length;
  const toggle = (id: string, isSelected: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="grid grid-cols-1 gap-4">
      {canDelete && (
        <SelectionBar
          formId={formId}
          selected={selected}
          isAllSelected={isAllSelected}
          onSelectAll={(isSelected) =>
            setPicked(new Set(isSelected ? responses.map((r) => r._id) : []))
          }
          onDeleted={() => setPicked(new Set())}
        />
      )}
      <ol
        aria-label={t("responses.individual.label")}
        aria-busy={isRefreshing || undefined}
        className={`grid gap-4 transition-opacity ${isRefreshing ? "opacity-60" : ""}`}
      >
        {responses.map((response, index) => {
          const number = getResponseNumber(total, page, limit, index);
          return (
            <li key={response._id}>
              <ResponseCard
                response={response}
                number={number}
                questions={questions}
                hiddenFields={hiddenFields}
                selection={
                  canDelete
                    ? {
                        isSelected: picked.has(response._id),
                        onChange: (isSelected) => toggle(response._id, isSelected),
                      }
                    : undefined
                }
                actions={
                  <ResponseCardActions
                    formId={formId}
                    responseId={response._id}
                    number={number}
                    canDelete={canDelete}
                  />
                }
              />
            </li>
          );
        })}
      </ol>
      <div data-print="hide">
        <Pager
          label={t("responses.individual.pagerLabel")}
          page={page}
          totalPages={getTotalPages(total, limit)}
          onPageChange={onPageChange}
        />
      </div>
    </div>
  );
}
