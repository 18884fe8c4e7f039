import { Outlet } from "react-router";
import { AdminTopBar } from "@/features/admin/components/admin-top-bar";
import { AdminSidebar } from "@/features/admin/components/sidebar/admin-sidebar";
import { SidebarProvider } from "@/features/admin/components/sidebar/sidebar-provider";

/** The admin frame: a collapsible sidebar (a sheet below 768 px), the top bar and the page. */
export function AdminLayout() {
  return (
    <SidebarProvider>
      <div className="flex min-h-dvh bg-muted/20">
        <AdminSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <AdminTopBar />
          <main id="main-content" className="flex flex-1 flex-col">
            <Outlet />
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}
