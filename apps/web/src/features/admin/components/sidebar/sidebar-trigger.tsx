import { Menu, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { useAppText } from "@/lib/i18n/use-app-text";
import { ADMIN_MENU_BUTTON_ID, ADMIN_SIDEBAR_ID, useSidebar } from "./sidebar-context";

/** Collapses or expands the sidebar (Ctrl/Cmd+B does the same); opens the menu sheet on mobile. */
export function SidebarTrigger() {
  const t = useAppText();
  const { isOpen, isMobile, isMobileOpen, toggle } = useSidebar();

  if (isMobile) {
    return (
      <Button
        id={ADMIN_MENU_BUTTON_ID}
        variant="ghost"
        size="icon"
        aria-label={t("admin.sidebarTrigger.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={isMobileOpen}
        onClick={toggle}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
    );
  }

  const Icon = isOpen ? PanelLeftClose : PanelLeftOpen;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("admin.sidebarTrigger.toggle")}
          aria-controls={ADMIN_SIDEBAR_ID}
          aria-expanded={isOpen}
          aria-keyshortcuts="Control+B Meta+B"
          onClick={toggle}
        >
          <Icon aria-hidden="true" className="size-5" />
        </Button>
      </TooltipTrigger>
      <TooltipContent side="bottom">
        {isOpen ? t("admin.sidebarTrigger.collapse") : t("admin.sidebarTrigger.expand")}
      </TooltipContent>
    </Tooltip>
  );
}
