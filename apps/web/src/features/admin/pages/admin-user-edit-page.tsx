import { useCallback } from "react";
import { useNavigate, useParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format-date-time";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useUser } from "../api/get-user";
import { AdminPage, AdminPageHeader } from "../components/admin-page-header";
import { UserEditForm } from "../components/users/user-edit-form";
import { useQueryErrorToast } from "../hooks/use-query-error-toast";
import { useReturnTo } from "../hooks/use-return-to";

const USERS_PATH = "/admin/users";

function FormSkeleton() {
  return (
    <div className="grid gap-5" aria-hidden="true">
      {[0, 1].map((field) => (
        <div key={field} className="grid gap-2">
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
      <Skeleton className="ms-auto h-9 w-24" />
    </div>
  );
}

export function AdminUserEditPage() {
  const t = useAppText();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const returnTo = useReturnTo(USERS_PATH);
  const user = useUser(id);
  const backToList = useCallback(
    () => void navigate(returnTo, { replace: true }),
    [navigate, returnTo],
  );
  // A user that cannot be read (removed, or a bad link) sends the admin back to the list.
  useQueryErrorToast(user.error, t("admin.userEditPage.fetchFailed"), backToList);

  return (
    <AdminPage>
      <AdminPageHeader
        title={t("admin.userEditPage.title")}
        description={t("admin.userEditPage.description")}
        crumbs={[
          { label: t("admin.crumbs.userManagement"), to: returnTo },
          { label: t("admin.userEditPage.title") },
        ]}
      />
      <Card className="w-full max-w-2xl">
        <CardHeader>
          <CardTitle>{t("admin.userEditPage.cardTitle")}</CardTitle>
          <CardDescription>
            {user.data
              ? t("admin.userEditPage.summary", {
                  date: formatDate(user.data.createdAt),
                  verification: user.data.isVerified
                    ? t("admin.users.verified")
                    : t("admin.users.notVerified"),
                  status: user.data.active
                    ? t("admin.statusSwitch.active")
                    : t("admin.statusSwitch.inactive"),
                })
              : t("admin.userEditPage.loading")}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {user.data ? (
            <UserEditForm
              key={user.data.updatedAt}
              user={user.data}
              returnTo={returnTo}
              onSaved={() => void navigate(returnTo)}
            />
          ) : (
            <FormSkeleton />
          )}
        </CardContent>
      </Card>
    </AdminPage>
  );
}
