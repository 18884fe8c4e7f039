import { Plus } from "lucide-react";
import { Link } from "react-router";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  breadcrumbLinkClass,
} from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAppText } from "@/lib/i18n/use-app-text";
import { CreateFormDialog } from "./create-form-dialog";

type DashboardHeaderProps = { total: number | undefined; canCreate: boolean };

export function DashboardHeader({ total, canCreate }: DashboardHeaderProps) {
  const t = useAppText();
  return (
    <header className="flex flex-col gap-4">
      <Breadcrumb>
        <BreadcrumbList>
          <BreadcrumbItem>
            <Link to="/" className={breadcrumbLinkClass}>
              {t("dashboard.header.home")}
            </Link>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>{t("dashboard.header.dashboard")}</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-2 font-semibold text-2xl tracking-tight sm:text-3xl">
          {t("dashboard.header.title")}
          {total === undefined ? (
            <Skeleton className="h-7 w-10" />
          ) : (
            <span className="text-muted-foreground">({total})</span>
          )}
        </h1>
        {canCreate && (
          <CreateFormDialog>
            <Button>
              <Plus aria-hidden="true" />
              {t("dashboard.header.createForm")}
            </Button>
          </CreateFormDialog>
        )}
      </div>
    </header>
  );
}
