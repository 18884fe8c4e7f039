import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  breadcrumbLinkClass,
} from "@/components/ui/breadcrumb";

export type Crumb = { label: string; to?: string };

type AdminPageHeaderProps = {
  title: string;
  description?: ReactNode;
  crumbs: Crumb[];
  actions?: ReactNode;
};

/** Breadcrumb, the page's one h1, a line of context and the page's main action. */
export function AdminPageHeader({ title, description, crumbs, actions }: AdminPageHeaderProps) {
  return (
    <div className="flex flex-col gap-3">
      <Breadcrumb>
        <BreadcrumbList>
          {crumbs.map((crumb, index) => (
            <Fragment key={crumb.label}>
              {index > 0 && <BreadcrumbSeparator />}
              <BreadcrumbItem>
                {crumb.to ? (
                  <Link to={crumb.to} className={breadcrumbLinkClass}>
                    {crumb.label}
                  </Link>
                ) : (
                  <BreadcrumbPage>{crumb.label}</BreadcrumbPage>
                )}
              </BreadcrumbItem>
            </Fragment>
          ))}
        </BreadcrumbList>
      </Breadcrumb>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
          {description && <p className="text-muted-foreground text-sm">{description}</p>}
        </div>
        {actions}
      </div>
    </div>
  );
}

/** The width and padding every admin page shares. */
export function AdminPage({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
      {children}
    </div>
  );
}
