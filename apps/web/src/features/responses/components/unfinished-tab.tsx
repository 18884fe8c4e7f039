import type { Question } from "@formloom/shared";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { getErrorMessage } from "@/lib/api-client";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { useDeleteUnfinished, useUnfinished } from "../api/unfinished-responses";
import { DownloadUnfinishedButton } from "./download-unfinished-button";
import { PagedList } from "./paged-list";
import { TabMessage } from "./tab-message";
import { UnfinishedItem } from "./unfinished-item";

const PAGE_SIZE = 20;

type UnfinishedTabProps = {
  form: { _id: string; title: string; questions: readonly Question[] };
  canDelete: boolean;
  isOpen: boolean;
};

/** The answers respondents have kept but not submitted, for a form that keeps them. */
export function UnfinishedTab({ form, canDelete, isOpen }: UnfinishedTabProps) {
  const t = useAppText();
  const formId = form._id;
  const [page, setPage] = useState(1);
  const [isConfirmingAll, setConfirmingAll] = useState(false);
  const list = useUnfinished({ formId, page, limit: PAGE_SIZE }, { enabled: isOpen });
  const remove = useDeleteUnfinished(formId);
  const deleteSome = (partialId: string | null) =>
    remove.mutate(partialId, {
      onSuccess: () => {
        setConfirmingAll(false);
        toast.success(appText("responses.unfinished.deleted"));
      },
      onError: (error) =>
        toast.error(getErrorMessage(error, appText("responses.unfinished.deleteFailed"))),
    });

  if (list.isError && !list.data) {
    return (
      <TabMessage onRetry={() => list.refetch()}>
        {getErrorMessage(list.error, t("responses.unfinished.fetchFailed"))}
      </TabMessage>
    );
  }
  if (!list.data) return null;
  const { partials, total } = list.data;
  if (total === 0) return <TabMessage>{t("responses.unfinished.none")}</TabMessage>;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm">
          {t("responses.unfinished.count", { total })}
        </p>
        <div className="flex flex-wrap gap-2">
          <DownloadUnfinishedButton formId={formId} title={form.title} />
          {canDelete && (
            <ConfirmDialog
              isOpen={isConfirmingAll}
              onOpenChange={setConfirmingAll}
              trigger={<Button variant="outline">{t("responses.unfinished.deleteAll")}</Button>}
              title={t("responses.unfinished.deleteAllTitle")}
              description={t("responses.unfinished.deleteAllDescription")}
              confirmLabel={t("responses.unfinished.deleteAll")}
              onConfirm={() => deleteSome(null)}
              isPending={remove.isPending}
            />
          )}
        </div>
      </div>
      <PagedList
        pagerLabel={t("responses.unfinished.label")}
        page={page}
        total={total}
        limit={PAGE_SIZE}
        onPageChange={setPage}
      >
        <ul aria-label={t("responses.unfinished.label")} className="grid gap-2">
          {partials.map((partial) => (
            <UnfinishedItem
              key={partial._id}
              partial={partial}
              questions={form.questions}
              isDeleting={remove.isPending}
              onDelete={canDelete ? () => deleteSome(partial._id) : undefined}
            />
          ))}
        </ul>
      </PagedList>
    </div>
  );
}
