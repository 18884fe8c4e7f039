import type { AppTextId } from "@/lib/i18n/use-app-text";

export const MAIN_NAV_LINKS: readonly { to: string; label: AppTextId }[] = [
  { to: "/dashboard", label: "layout.nav.dashboard" },
  { to: "/responses", label: "layout.nav.responses" },
];
