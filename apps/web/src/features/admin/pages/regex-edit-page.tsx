import { useCallback } from "react";
import { useNavigate, useParams } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useRegexPattern } from "../api/get-regex-pattern";
import { AdminPage, AdminPageHeader } from "../components/admin-page-header";
import { RegexForm } from "../components/regex/regex-form";
import { RegexFormCard } from "../components/regex/regex-form-card";
import { useQueryErrorToast } from "../hooks/use-query-error-toast";
import { useReturnTo } from "../hooks/use-return-to";

const REGEX_PATH = "/admin/regex";

function RegexFormSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden="true">
      {[0, 1, 2, 3].map((field) => (
        <div key={field} className="grid gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}

export function RegexEditPage() {
  const t = useAppText();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const returnTo = useReturnTo(REGEX_PATH);
  const pattern = useRegexPattern(id);
  const backToList = useCallback(
    () => void navigate(returnTo, { replace: true }),
    [navigate, returnTo],
  );
  // A pattern that cannot be read (deleted, or a bad link) sends the admin back to the list.
  useQueryErrorToast(pattern.error, t("admin.regexEditPage.fetchFailed"), backToList);

  return (
    <AdminPage>
      <AdminPageHeader
        title={t("admin.regexEditPage.title")}
        description={t("admin.regexEditPage.description")}
        crumbs={[
          { label: t("admin.crumbs.master") },
          { label: t("admin.crumbs.regex"), to: returnTo },
          { label: t("admin.crumbs.edit") },
        ]}
      />
      <RegexFormCard>
        {pattern.data ? (
          <RegexForm
            key={pattern.data.updatedAt}
            pattern={pattern.data}
            returnTo={returnTo}
            onSaved={() => void navigate(returnTo)}
          />
        ) : (
          <RegexFormSkeleton />
        )}
      </RegexFormCard>
    </AdminPage>
  );
}
