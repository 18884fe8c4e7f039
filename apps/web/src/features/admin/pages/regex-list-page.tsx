import type { RegexPattern } from "@formloom/shared";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import { getTotalPages } from "@/lib/pagination";
import { useLastPageFallback } from "@/lib/use-last-page-fallback";
import { useDeleteRegexPattern } from "../api/delete-regex-pattern";
import { useRegexPatterns } from "../api/get-regex-patterns";
import { AdminPage, AdminPageHeader } from "../components/admin-page-header";
import { ListPagination } from "../components/list-pagination";
import { DeleteRegexDialog } from "../components/regex/delete-regex-dialog";
import { RegexTable } from "../components/regex/regex-table";
import { useListParams } from "../hooks/use-list-params";
import { useQueryErrorToast } from "../hooks/use-query-error-toast";

export function RegexListPage() {
  const t = useAppText();
  const { page, limit, setPage } = useListParams();
  const location = useLocation();
  const patterns = useRegexPatterns({ page, limit });
  const deletePattern = useDeleteRegexPattern();
  const [toDelete, setToDelete] = useState<RegexPattern | null>(null);
  const total = patterns.data?.total ?? 0;
  const totalPages = getTotalPages(total, limit);
  useQueryErrorToast(patterns.error, t("admin.regexListPage.fetchFailed"));

  useLastPageFallback({
    page,
    totalPages,
    isSettled: patterns.isSuccess && !patterns.isPlaceholderData,
    setPage,
  });

  const onConfirmDelete = (pattern: RegexPattern) =>
    deletePattern.mutate(pattern._id, {
      onSuccess: ({ message }) => {
        toast.success(message || t("admin.regexListPage.deleted"));
        setToDelete(null);
      },
      onError: (error) =>
        toast.error(getErrorMessage(error, t("admin.regexListPage.deleteFailed"))),
    });

  return (
    <AdminPage>
      <AdminPageHeader
        title={t("admin.regexListPage.title")}
        description={t("admin.regexListPage.description")}
        crumbs={[{ label: t("admin.crumbs.master") }, { label: t("admin.crumbs.regex") }]}
        actions={
          <Button asChild>
            <Link to="/admin/regex/create">
              <Plus aria-hidden="true" />
              {t("admin.regexListPage.create")}
            </Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-4">
        <div className={cn("transition-opacity", patterns.isPlaceholderData && "opacity-60")}>
          <RegexTable
            patterns={patterns.data?.patterns}
            firstNumber={(page - 1) * limit + 1}
            isLoading={patterns.isPending}
            isError={patterns.isError}
            onRetry={() => void patterns.refetch()}
            onDelete={setToDelete}
            returnTo={`${location.pathname}${location.search}`}
          />
        </div>
        {patterns.data && total > 0 && (
          <ListPagination
            page={Math.min(page, totalPages)}
            totalPages={totalPages}
            totalItems={total}
            onPageChange={setPage}
          />
        )}
      </div>
      <DeleteRegexDialog
        pattern={toDelete}
        isDeleting={deletePattern.isPending}
        onConfirm={onConfirmDelete}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
      />
    </AdminPage>
  );
}
