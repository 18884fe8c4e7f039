import { INSTALLATION_AUDIT_ACTIONS } from "@formloom/shared";
import { AuditLog } from "@/components/audit/audit-log";
import { INSTALLATION_AUDIT_SOURCE } from "@/lib/audit/audit-api";
import { useAppText } from "@/lib/i18n/use-app-text";
import { AdminPage, AdminPageHeader } from "../components/admin-page-header";

/** The installation's own events: admin sign-ins, user deactivations, pattern changes. */
export function AdminAuditPage() {
  const t = useAppText();
  return (
    <AdminPage>
      <AdminPageHeader
        title={t("audit.admin.title")}
        description={t("audit.admin.description")}
        crumbs={[{ label: t("admin.crumbs.admin") }, { label: t("audit.admin.crumb") }]}
      />
      <AuditLog source={INSTALLATION_AUDIT_SOURCE} actions={INSTALLATION_AUDIT_ACTIONS} />
    </AdminPage>
  );
}
