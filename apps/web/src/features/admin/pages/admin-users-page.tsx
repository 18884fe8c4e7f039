import { useLocation } from "react-router";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import { getTotalPages } from "@/lib/pagination";
import { useLastPageFallback } from "@/lib/use-last-page-fallback";
import { useUsers } from "../api/get-users";
import { AdminPage, AdminPageHeader } from "../components/admin-page-header";
import { ListPagination } from "../components/list-pagination";
import { UsersTable } from "../components/users/users-table";
import { useListParams } from "../hooks/use-list-params";
import { useQueryErrorToast } from "../hooks/use-query-error-toast";

export function AdminUsersPage() {
  const t = useAppText();
  const { page, limit, setPage } = useListParams();
  const location = useLocation();
  const users = useUsers({ page, limit });
  const totalCount = users.data?.totalCount ?? 0;
  const totalPages = getTotalPages(totalCount, limit);
  useQueryErrorToast(users.error, t("admin.usersPage.fetchFailed"));

  useLastPageFallback({
    page,
    totalPages,
    isSettled: users.isSuccess && !users.isPlaceholderData,
    setPage,
  });

  return (
    <AdminPage>
      <AdminPageHeader
        title={t("admin.usersPage.title")}
        description={t("admin.usersPage.description")}
        crumbs={[{ label: t("admin.crumbs.admin") }, { label: t("admin.crumbs.userManagement") }]}
      />
      <div className="flex flex-col gap-4">
        <div className={cn("transition-opacity", users.isPlaceholderData && "opacity-60")}>
          <UsersTable
            users={users.data?.users}
            firstNumber={(page - 1) * limit + 1}
            isLoading={users.isPending}
            isError={users.isError}
            onRetry={() => void users.refetch()}
            returnTo={`${location.pathname}${location.search}`}
          />
        </div>
        {users.data && totalCount > 0 && (
          <ListPagination
            page={Math.min(page, totalPages)}
            totalPages={totalPages}
            totalItems={totalCount}
            onPageChange={setPage}
          />
        )}
      </div>
    </AdminPage>
  );
}
