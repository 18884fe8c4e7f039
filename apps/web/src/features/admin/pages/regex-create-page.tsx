import { useNavigate } from "react-router";
import { useAppText } from "@/lib/i18n/use-app-text";
import { AdminPage, AdminPageHeader } from "../components/admin-page-header";
import { RegexForm } from "../components/regex/regex-form";
import { RegexFormCard } from "../components/regex/regex-form-card";
import { useReturnTo } from "../hooks/use-return-to";

const REGEX_PATH = "/admin/regex";

export function RegexCreatePage() {
  const t = useAppText();
  const navigate = useNavigate();
  const returnTo = useReturnTo(REGEX_PATH);
  return (
    <AdminPage>
      <AdminPageHeader
        title={t("admin.regexCreatePage.title")}
        description={t("admin.regexCreatePage.description")}
        crumbs={[
          { label: t("admin.crumbs.master") },
          { label: t("admin.crumbs.regex"), to: returnTo },
          { label: t("admin.crumbs.create") },
        ]}
      />
      <RegexFormCard>
        <RegexForm returnTo={returnTo} onSaved={() => void navigate(REGEX_PATH)} />
      </RegexFormCard>
    </AdminPage>
  );
}
