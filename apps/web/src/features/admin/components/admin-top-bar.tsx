import { LogOut } from "lucide-react";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useAdminAuthStore } from "@/lib/auth-store";
import { getInitials } from "@/lib/get-initials";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useAdminSignOut } from "../hooks/use-admin-sign-out";
import { SidebarTrigger } from "./sidebar/sidebar-trigger";

/** The signed-in admin (name, email, the admin label) and Sign Out. */
export function AdminTopBar() {
  const t = useAppText();
  const admin = useAdminAuthStore((state) => state.admin);
  const signOut = useAdminSignOut();
  const name = admin?.name ?? "";
  const email = admin?.email ?? "";

  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:gap-3 sm:px-6">
      <SidebarTrigger />
      <div className="ms-auto flex min-w-0 items-center gap-2 sm:gap-3">
        <Avatar className="hidden size-9 sm:flex">
          <AvatarFallback>{getInitials(name, email)}</AvatarFallback>
        </Avatar>
        <div className="flex min-w-0 flex-col text-end sm:text-start">
          <span className="truncate font-medium text-sm leading-tight" title={name}>
            {name}
          </span>
          <span className="truncate text-muted-foreground text-xs leading-tight" title={email}>
            {email}
          </span>
        </div>
        <Badge variant="soft">{t("admin.topBar.adminBadge")}</Badge>
        <ThemeToggle />
        <Button variant="outline" size="sm" onClick={signOut} className="max-sm:px-2">
          <LogOut aria-hidden="true" />
          <span className="max-sm:sr-only">{t("admin.topBar.signOut")}</span>
        </Button>
      </div>
    </header>
  );
}
