import { Menu, Plus, X } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { selectIsSignedIn, useAuthStore } from "@/lib/auth-store";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useNewFormPath } from "@/lib/workspace/new-form-path";
import { Logo } from "./logo";
import { MAIN_NAV_LINKS } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";

// Signed-out pages (the landing page above all) never download the account menu's code.
const UserMenu = lazy(() => import("./user-menu").then((module) => ({ default: module.UserMenu })));
const WorkspaceSwitcher = lazy(() =>
  import("./workspace-switcher").then((module) => ({ default: module.WorkspaceSwitcher })),
);

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 font-medium text-sm transition-colors",
    isActive
      ? "bg-accent text-accent-foreground"
      : "text-muted-foreground hover:bg-muted hover:text-foreground",
  );

function SignedOutActions() {
  const t = useAppText();
  return (
    <div className="ms-auto flex items-center gap-1 sm:gap-2">
      <ThemeToggle />
      <Button asChild variant="ghost" size="sm">
        <Link to="/login">{t("layout.header.signIn")}</Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/register">{t("layout.header.register")}</Link>
      </Button>
    </div>
  );
}

type MobileNavProps = { id: string; newFormPath: string | null; onNavigate: () => void };

function MobileNav({ id, newFormPath, onNavigate }: MobileNavProps) {
  const t = useAppText();
  return (
    <nav
      id={id}
      aria-label={t("layout.header.mobileNav")}
      className="border-t bg-background px-4 pt-2 pb-4 md:hidden"
      onKeyDown={(event) => event.key === "Escape" && onNavigate()}
    >
      <ul className="flex flex-col gap-1">
        {MAIN_NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={navLinkClass} onClick={onNavigate}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      {newFormPath && (
        <Button asChild className="mt-3 w-full">
          <Link to={newFormPath} onClick={onNavigate}>
            <Plus aria-hidden="true" />
            {t("layout.header.createForm")}
          </Link>
        </Button>
      )}
    </nav>
  );
}

function NewFormButton({ path }: { path: string | null }) {
  const t = useAppText();
  if (!path) return null;
  return (
    <Button asChild size="sm" className="hidden md:inline-flex">
      <Link to={path}>
        <Plus aria-hidden="true" />
        {t("layout.header.createForm")}
      </Link>
    </Button>
  );
}

export function SiteHeader() {
  const isSignedIn = useAuthStore(selectIsSignedIn);
  return isSignedIn ? <SignedInHeader /> : <SignedOutHeader />;
}

function SignedOutHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />
        <SignedOutActions />
      </div>
    </header>
  );
}

function SignedInHeader() {
  const t = useAppText();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const mobileNavId = useId();
  const newFormPath = useNewFormPath();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
        <Logo isCompactOnPhone />
        <Suspense fallback={<Skeleton className="h-8 w-28" />}>
          <WorkspaceSwitcher />
        </Suspense>
        <nav
          aria-label={t("layout.header.mainNav")}
          className="ms-3 hidden items-center gap-1 md:flex"
        >
          {MAIN_NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ms-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <NewFormButton path={newFormPath} />
          <Suspense fallback={<Skeleton className="size-9 rounded-full" />}>
            <UserMenu />
          </Suspense>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t(isMenuOpen ? "layout.header.closeMenu" : "layout.header.openMenu")}
            aria-expanded={isMenuOpen}
            aria-controls={mobileNavId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {isMenuOpen && (
        <MobileNav
          id={mobileNavId}
          newFormPath={newFormPath}
          onNavigate={() => setMenuOpen(false)}
        />
      )}
    </header>
  );
}
