import { Database, type LucideIcon, Regex, ScrollText, Users } from "lucide-react";
import type { AppTextId } from "@/lib/i18n/use-app-text";

export type AdminNavLink = { to: string; label: AppTextId; icon: LucideIcon };
export type AdminNavGroup = { label: AppTextId; icon: LucideIcon; links: AdminNavLink[] };

export const USER_MANAGEMENT_LINK: AdminNavLink = {
  to: "/admin/users",
  label: "admin.nav.userManagement",
  icon: Users,
};

export const AUDIT_LOG_LINK: AdminNavLink = {
  to: "/admin/audit",
  label: "audit.admin.nav",
  icon: ScrollText,
};

export const MASTER_GROUP: AdminNavGroup = {
  label: "admin.nav.master",
  icon: Database,
  links: [{ to: "/admin/regex", label: "admin.nav.regex", icon: Regex }],
};
