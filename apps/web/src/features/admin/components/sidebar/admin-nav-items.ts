import { Database, type LucideIcon, Regex, Users } from "lucide-react";

export type AdminNavLink = { to: string; label: string; icon: LucideIcon };
export type AdminNavGroup = { label: string; icon: LucideIcon; links: AdminNavLink[] };

export const USER_MANAGEMENT_LINK: AdminNavLink = {
  to: "/admin/users",
  label: "User Management",
  icon: Users,
};

export const MASTER_GROUP: AdminNavGroup = {
  label: "Master",
  icon: Database,
  links: [{ to: "/admin/regex", label: "Regex", icon: Regex }],
};
