import type { ReactNode } from "react";
import { LogoMark } from "@/components/layout/logo";
import { cn } from "@/lib/cn";

type AuthCardProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Replaces the brand mark above the title, e.g. with a mail icon. */
  icon?: ReactNode;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** The centred card every sign-in type screen sits in, over the landing page's soft backdrop. */
export function AuthCard({ title, description, icon, footer, className, children }: AuthCardProps) {
  return (
    <div className="relative isolate flex flex-1 items-start justify-center overflow-hidden px-4 py-10 sm:items-center sm:py-16">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] bg-[size:44px_44px] [mask-image:radial-gradient(ellipse_60%_50%_at_50%_0%,black,transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-48 left-1/2 -z-10 h-[26rem] w-[48rem] max-w-none -translate-x-1/2 rounded-full bg-gradient-to-r from-indigo-200/50 via-violet-200/40 to-sky-100/30 blur-3xl dark:opacity-25"
      />
      <section
        aria-labelledby="auth-card-title"
        className={cn(
          "w-full max-w-md rounded-2xl border bg-card/95 px-5 py-8 shadow-lift backdrop-blur-sm sm:px-8 sm:py-10",
          className,
        )}
      >
        <header className="mb-7 flex flex-col items-center text-center">
          {icon ?? <LogoMark className="size-11" />}
          <h1 id="auth-card-title" className="mt-5 font-semibold text-2xl tracking-tight">
            {title}
          </h1>
          {description && (
            <p className="mt-2 text-pretty text-muted-foreground text-sm">{description}</p>
          )}
        </header>
        {children}
        {footer && (
          <footer className="mt-7 border-t pt-6 text-center text-muted-foreground text-sm">
            {footer}
          </footer>
        )}
      </section>
    </div>
  );
}
