import { roleMay } from "@formloom/shared";
import { RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { TwoFactorRequired } from "@/components/workspace/two-factor-required";
import { WorkspaceNotFound } from "@/components/workspace/workspace-not-found";
import { getErrorMessage, hasErrorCode, MALFORMED_ADDRESS_CODES } from "@/lib/api-client";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { getTotalPages } from "@/lib/pagination";
import { useLastPageFallback } from "@/lib/use-last-page-fallback";
import { useCurrentWorkspace } from "@/lib/workspace/current-workspace";
import { useMissingTwoFactor } from "@/lib/workspace/missing-two-factor";
import { useForms } from "../api/get-forms";
import { DashboardHeader } from "../components/dashboard-header";
import { FormSearch } from "../components/form-search";
import { FormsEmptyState } from "../components/forms-empty-state";
import { FormsGrid, FormsGridSkeleton } from "../components/forms-grid";
import { FormsPagination } from "../components/forms-pagination";
import { useDashboardParams } from "../hooks/use-dashboard-params";

export function DashboardPage() {
  const { query, setSearch, setPage } = useDashboardParams();
  const forms = useForms(query);
  const { workspace } = useCurrentWorkspace();
  const t = useAppText();
  const isWorkspaceMissing = hasErrorCode(
    forms.error,
    "WORKSPACE_NOT_FOUND",
    ...MALFORMED_ADDRESS_CODES,
  );
  const isTwoFactorMissing =
    useMissingTwoFactor(workspace) === true ||
    hasErrorCode(forms.error, "TWO_FACTOR_REQUIRED_BY_WORKSPACE");
  // Until the workspaces are known, no action a viewer may not take is offered.
  const may = (action: Parameters<typeof roleMay>[1]) =>
    workspace !== undefined && roleMay(workspace.role, action);
  const total = forms.data?.total;
  const totalPages = getTotalPages(total ?? 0, query.limit);
  const onPageChange = (page: number) => {
    setPage(page);
    window.scrollTo({ top: 0 });
  };

  useEffect(() => {
    if (forms.isError && !isWorkspaceMissing && !isTwoFactorMissing)
      toast.error(getErrorMessage(forms.error, appText("dashboard.page.loadFailed")));
  }, [forms.isError, forms.error, isWorkspaceMissing, isTwoFactorMissing]);

  const isPastLastPage = useLastPageFallback({
    page: query.page,
    totalPages,
    isSettled: forms.isSuccess && !forms.isPlaceholderData,
    setPage,
  });

  if (isWorkspaceMissing) return <WorkspaceNotFound />;
  if (isTwoFactorMissing && workspace) return <TwoFactorRequired workspace={workspace} />;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <DashboardHeader total={total} canCreate={may("forms.create")} />
      <div className="mt-6 mb-6">
        <FormSearch search={query.search} onSearch={setSearch} />
      </div>
      {forms.isPending ? (
        <FormsGridSkeleton />
      ) : forms.isError && !forms.data ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed px-6 py-16 text-center">
          <p className="text-muted-foreground">
            {getErrorMessage(forms.error, t("dashboard.page.loadFailed"))}
          </p>
          <Button variant="outline" onClick={() => forms.refetch()}>
            <RotateCcw aria-hidden="true" />
            {t("dashboard.page.tryAgain")}
          </Button>
        </div>
      ) : forms.data.forms.length === 0 ? (
        isPastLastPage ? (
          <FormsGridSkeleton />
        ) : (
          <FormsEmptyState isSearching={query.search !== ""} canCreate={may("forms.create")} />
        )
      ) : (
        <>
          <FormsGrid
            forms={forms.data.forms}
            query={query}
            isRefreshing={forms.isPlaceholderData}
          />
          <FormsPagination page={query.page} totalPages={totalPages} onPageChange={onPageChange} />
        </>
      )}
    </div>
  );
}
