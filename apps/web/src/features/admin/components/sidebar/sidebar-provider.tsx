import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useIsMobile } from "../../hooks/use-is-mobile";
import { isSidebarShortcut } from "../../utils/is-sidebar-shortcut";
import { formatSidebarCookie, readSidebarCookie } from "../../utils/sidebar-cookie";
import { SidebarContext } from "./sidebar-context";

function readStoredOpen(fallback: boolean): boolean {
  return typeof document === "undefined"
    ? fallback
    : (readSidebarCookie(document.cookie) ?? fallback);
}

/** Holds the sidebar's state: collapsed or expanded on desktop, the sheet on mobile. */
export function SidebarProvider({
  children,
  defaultOpen = true,
}: {
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const isMobile = useIsMobile();
  const [isOpen, setOpenState] = useState(() => readStoredOpen(defaultOpen));
  const [isMobileOpen, setMobileOpen] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari
    document.cookie = formatSidebarCookie(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setOpen(!isOpen);
  }, [isMobile, isOpen, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  // The sheet belongs to the small screen only.
  useEffect(() => {
    if (!isMobile) setMobileOpen(false);
  }, [isMobile]);

  const value = useMemo(
    () => ({ isOpen, setOpen, isMobile, isMobileOpen, setMobileOpen, toggle }),
    [isOpen, setOpen, isMobile, isMobileOpen, toggle],
  );
  return <SidebarContext value={value}>{children}</SidebarContext>;
}
