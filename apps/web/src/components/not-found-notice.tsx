import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

type NotFoundNoticeProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** The way out: a link to a page the user can open. */
  action: { to: string; label: string };
};

/** An owner's page for something missing or not theirs: what, why, and where to go instead. */
export function NotFoundNotice({ icon: Icon, title, description, action }: NotFoundNoticeProps) {
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 font-semibold text-2xl tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">{description}</p>
      <Button asChild className="mt-6">
        <Link to={action.to}>{action.label}</Link>
      </Button>
    </section>
  );
}
