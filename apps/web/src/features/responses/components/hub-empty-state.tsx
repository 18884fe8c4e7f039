import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

type HubEmptyStateProps = {
  icon: ReactNode;
  title: string;
  text: string;
  action?: { to: string; label: string };
};

export function HubEmptyState({ icon, title, text, action }: HubEmptyStateProps) {
  return (
    <section className="flex flex-col items-center rounded-2xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        {icon}
      </span>
      <h2 className="mt-4 font-semibold text-lg">{title}</h2>
      <p className="mt-1 max-w-sm text-muted-foreground">{text}</p>
      {action && (
        <Button asChild variant="outline" className="mt-6">
          <Link to={action.to}>{action.label}</Link>
        </Button>
      )}
    </section>
  );
}
