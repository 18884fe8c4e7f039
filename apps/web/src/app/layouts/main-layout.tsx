import { Outlet } from "react-router";
import { SiteHeader } from "@/components/layout/site-header";

export function MainLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main-content" className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}
