import { Link } from "react-router";
import { Logo, LogoMark } from "@/components/layout/logo";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import { AdminNav } from "./admin-nav";
import { ADMIN_MENU_BUTTON_ID, ADMIN_SIDEBAR_ID, useSidebar } from "./sidebar-context";

function SidebarBrand({ isCollapsed }: { isCollapsed: boolean }) {
  const t = useAppText();
  if (isCollapsed) {
    return (
      <Link to="/" aria-label={t("admin.sidebar.home")} className="rounded-md">
        <LogoMark />
      </Link>
    );
  }
  return (
    <div className="flex min-w-0 flex-col">
      <Logo />
      <span className="mt-0.5 ps-10 text-muted-foreground text-xs">
        {t("admin.sidebar.console")}
      </span>
    </div>
  );
}

/** Desktop: a sidebar that collapses to icons. Below 768 px: an off-canvas sheet. */
export function AdminSidebar() {
  const t = useAppText();
  const { isOpen, isMobile, isMobileOpen, setMobileOpen } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={isMobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent
          id={ADMIN_SIDEBAR_ID}
          side="left"
          // The sheet opens from the menu button or Ctrl/Cmd+B; either way focus goes back there.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(ADMIN_MENU_BUTTON_ID)?.focus();
          }}
        >
          <div className="flex h-16 items-center border-b px-4">
            <SheetTitle className="sr-only">{t("admin.sidebar.menuTitle")}</SheetTitle>
            <SheetDescription className="sr-only">
              {t("admin.sidebar.menuDescription")}
            </SheetDescription>
            <SidebarBrand isCollapsed={false} />
          </div>
          <AdminNav onNavigate={() => setMobileOpen(false)} />
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <aside
      id={ADMIN_SIDEBAR_ID}
      data-state={isOpen ? "expanded" : "collapsed"}
      className={cn(
        "sticky top-0 flex h-dvh shrink-0 flex-col border-e bg-muted/40 transition-[width] duration-200",
        isOpen ? "w-64" : "w-16",
      )}
    >
      <div className={cn("flex h-16 items-center border-b", isOpen ? "px-4" : "justify-center")}>
        <SidebarBrand isCollapsed={!isOpen} />
      </div>
      <AdminNav isCollapsed={!isOpen} />
    </aside>
  );
}
