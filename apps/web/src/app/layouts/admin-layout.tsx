import { LogOut, Regex, Users } from "lucide-react";
import { NavLink, Outlet, useNavigate } from "react-router";
import { toast } from "sonner";
import { Logo } from "@/components/layout/logo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useAdminAuthStore } from "@/lib/auth-store";
import { cn } from "@/lib/cn";

const ADMIN_LINKS = [
  { to: "/admin/users", label: "User Management", icon: Users },
  { to: "/admin/regex", label: "Regex", icon: Regex },
] as const;

/** A plain frame for the admin pages; the collapsible sidebar comes with the admin screens. */
export function AdminLayout() {
  const admin = useAdminAuthStore((state) => state.admin);
  const adminLogout = useAdminAuthStore((state) => state.adminLogout);
  const navigate = useNavigate();

  const onSignOut = () => {
    adminLogout();
    toast.success("Sign Out successfully");
    navigate("/admin/login", { replace: true });
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 items-center gap-3 border-b px-4 sm:px-6">
        <Logo />
        <div className="ml-auto flex min-w-0 items-center gap-3">
          <div className="hidden min-w-0 flex-col text-right sm:flex">
            <span className="truncate font-medium text-sm">{admin?.name}</span>
            <span className="truncate text-muted-foreground text-xs">{admin?.email}</span>
          </div>
          <Badge variant="soft">admin</Badge>
          <Button variant="outline" size="sm" onClick={onSignOut}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav aria-label="Admin" className="border-b p-3 md:w-56 md:border-r md:border-b-0">
          <ul className="flex gap-1 md:flex-col">
            {ADMIN_LINKS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-2 rounded-md px-3 py-2 font-medium text-sm",
                      isActive ? "bg-accent text-accent-foreground" : "hover:bg-muted",
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main-content" className="flex flex-1 flex-col">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
