import { ChevronRight } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";

export function Breadcrumb(props: ComponentProps<"nav">) {
  const t = useAppText();
  return <nav aria-label={t("ui.breadcrumb.label")} {...props} />;
}

export function BreadcrumbList({ className, ...props }: ComponentProps<"ol">) {
  return (
    <ol
      className={cn(
        "flex flex-wrap items-center gap-1.5 wrap-anywhere text-muted-foreground text-sm",
        className,
      )}
      {...props}
    />
  );
}

export function BreadcrumbItem({ className, ...props }: ComponentProps<"li">) {
  return <li className={cn("inline-flex items-center gap-1.5", className)} {...props} />;
}

/** Style for the link of an item; use it on a router link via `className`. */
export const breadcrumbLinkClass =
  "rounded-sm transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring";

export function BreadcrumbPage({ className, ...props }: ComponentProps<"span">) {
  return (
    <span aria-current="page" className={cn("font-medium text-foreground", className)} {...props} />
  );
}

export function BreadcrumbSeparator({ className, ...props }: ComponentProps<"li">) {
  return (
    <li
      role="presentation"
      aria-hidden="true"
      className={cn("[&>svg]:size-3.5", className)}
      {...props}
    >
      <ChevronRight />
    </li>
  );
}
