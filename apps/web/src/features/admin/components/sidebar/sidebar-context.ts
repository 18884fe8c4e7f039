import { createContext, useContext } from "react";

export const ADMIN_SIDEBAR_ID = "admin-sidebar";
export const ADMIN_MENU_BUTTON_ID = "admin-menu-button";

export type SidebarContextValue = {
  /** Desktop: expanded (true) or collapsed to icons (false); kept in a cookie. */
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  /** Below 768 px the sidebar is an off-canvas sheet instead. */
  isMobile: boolean;
  isMobileOpen: boolean;
  setMobileOpen: (isOpen: boolean) => void;
  /** What the trigger button and Ctrl/Cmd+B do: collapse/expand, or open/close the sheet. */
  toggle: () => void;
};

export const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used inside a SidebarProvider");
  return context;
}
