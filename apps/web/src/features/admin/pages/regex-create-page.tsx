import { useNavigate } from "react-router";
import { AdminPage, AdminPageHeader } from "../components/admin-page-header";
import { RegexForm } from "../components/regex/regex-form";
import { RegexFormCard } from "../components/regex/regex-form-card";
import { useReturnTo } from "../hooks/use-return-to";

const REGEX_PATH = "/admin/regex";

export function RegexCreatePage() {
  const navigate = useNavigate();
  const returnTo = useReturnTo(REGEX_PATH);
  return (
    <AdminPage>
      <AdminPageHeader
        title="Create Regex"
        description="A validation pattern form owners can apply to short-answer questions."
        crumbs={[{ label: "Master" }, { label: "Regex", to: returnTo }, { label: "Create" }]}
      />
      <RegexFormCard>
        <RegexForm returnTo={returnTo} onSaved={() => void navigate(REGEX_PATH)} />
      </RegexFormCard>
    </AdminPage>
  );
}
