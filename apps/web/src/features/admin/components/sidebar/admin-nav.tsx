import { ChevronRight } from "lucide-react";
import { useLocation } from "react-router";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import { AUDIT_LOG_LINK, MASTER_GROUP, USER_MANAGEMENT_LINK } from "./admin-nav-items";
import { AdminNavLink } from "./admin-nav-link";

type AdminNavProps = { isCollapsed?: boolean; onNavigate?: () => void };

/** User Management, the Audit Log, and the Master group holding Regex. */
export function AdminNav({ isCollapsed = false, onNavigate }: AdminNavProps) {
  const t = useAppText();
  const { pathname } = useLocation();
  const { icon: GroupIcon } = MASTER_GROUP;
  const isGroupActive = MASTER_GROUP.links.some((link) => pathname.startsWith(link.to));

  return (
    <nav
      aria-label={t("admin.nav.label")}
      className={cn("flex-1 overflow-y-auto p-3", isCollapsed && "px-3")}
    >
      <ul className="flex flex-col gap-1">
        <li>
          <AdminNavLink
            link={USER_MANAGEMENT_LINK}
            isCollapsed={isCollapsed}
            onNavigate={onNavigate}
          />
        </li>
        <li>
          <AdminNavLink link={AUDIT_LOG_LINK} isCollapsed={isCollapsed} onNavigate={onNavigate} />
        </li>
        {isCollapsed ? (
          MASTER_GROUP.links.map((link) => (
            <li key={link.to}>
              <AdminNavLink link={link} isCollapsed onNavigate={onNavigate} />
            </li>
          ))
        ) : (
          <li>
            <Collapsible defaultOpen>
              <CollapsibleTrigger
                className={cn(
                  "group flex h-9 w-full cursor-pointer items-center gap-3 rounded-md px-3 font-medium text-sm outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40",
                  isGroupActive ? "text-foreground" : "text-muted-foreground",
                )}
              >
                <GroupIcon aria-hidden="true" className="size-4 shrink-0" />
                <span className="flex-1 text-start">{t(MASTER_GROUP.label)}</span>
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-90"
                />
              </CollapsibleTrigger>
              <CollapsibleContent>
                <ul className="mt-1 ms-5 flex flex-col gap-1 border-s ps-2">
                  {MASTER_GROUP.links.map((link) => (
                    <li key={link.to}>
                      <AdminNavLink link={link} isNested onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              </CollapsibleContent>
            </Collapsible>
          </li>
        )}
      </ul>
    </nav>
  );
}
