import { Link, useMatch } from "react-router";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { AdminNavLink as AdminNavLinkItem } from "./admin-nav-items";

type AdminNavLinkProps = {
  link: AdminNavLinkItem;
  isCollapsed?: boolean;
  isNested?: boolean;
  onNavigate?: () => void;
};

/** A sidebar link, current on its page and the pages below it; collapsed, a tooltip names it. */
export function AdminNavLink({ link, isCollapsed, isNested, onNavigate }: AdminNavLinkProps) {
  const t = useAppText();
  const { to, icon: Icon } = link;
  const label = t(link.label);
  // Not NavLink: its className function cannot pass through the tooltip trigger's Slot.
  const isActive = useMatch({ path: to, end: false }) !== null;
  const anchor = (
    <Link
      to={to}
      onClick={onNavigate}
      aria-current={isActive ? "page" : undefined}
      className={cn(
        "flex h-9 items-center gap-3 rounded-md px-3 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/40",
        isActive
          ? "bg-primary-soft text-accent-foreground"
          : "text-muted-foreground hover:bg-accent hover:text-foreground",
        isNested && "h-8",
        isCollapsed && "size-10 justify-center px-0",
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className={cn("truncate", isCollapsed && "sr-only")}>{label}</span>
    </Link>
  );
  if (!isCollapsed) return anchor;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{anchor}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}
