import { useCallback } from "react";
import { useNavigate, useParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format-date-time";
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
      <Skeleton className="ml-auto h-9 w-24" />
    </div>
  );
}

export function AdminUserEditPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const returnTo = useReturnTo(USERS_PATH);
  const user = useUser(id);
  const backToList = useCallback(
    () => void navigate(returnTo, { replace: true }),
    [navigate, returnTo],
  );
  // A user that cannot be read (removed, or a bad link) sends the admin back to the list.
  useQueryErrorToast(user.error, "Failed to fetch user details", backToList);

  return (
    <AdminPage>
      <AdminPageHeader
        title="Edit User"
        description="Change the name shown on this account."
        crumbs={[{ label: "User Management", to: returnTo }, { label: "Edit User" }]}
      />
      <Card className="w-full max-w-2xl">
        <CardHeader>
          <CardTitle>Account details</CardTitle>
          <CardDescription>
            {user.data
              ? `Joined ${formatDate(user.data.createdAt)} · ${user.data.isVerified ? "Verified" : "Not Verified"} · ${user.data.active ? "Active" : "Inactive"}`
              : "Loading the account…"}
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
