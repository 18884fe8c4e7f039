import type { MouseEvent } from "react";
import { Logo } from "@/components/layout/logo";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";

const FOOTER_GROUPS: { title: AppTextId; links: AppTextId[] }[] = [
  {
    title: "landing.footer.product",
    links: ["landing.footer.features", "landing.footer.pricing", "landing.footer.templates"],
  },
  {
    title: "landing.footer.company",
    links: ["landing.footer.about", "landing.footer.blog", "landing.footer.contact"],
  },
  { title: "landing.footer.legal", links: ["landing.footer.privacy", "landing.footer.terms"] },
];

// The footer pages do not exist yet: the links stay on this page.
const stayOnPage = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

export function LandingFooter() {
  const year = new Date().getFullYear();
  const t = useAppText();

  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] lg:px-8">
        <div>
          <Logo />
          <p className="mt-4 max-w-xs text-muted-foreground text-sm">
            {t("landing.footer.tagline")}
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="font-semibold text-sm">{t(group.title)}</h2>
            <ul className="mt-4 space-y-3">
              {group.links.map((link) => (
                <li key={link}>
                  {/* biome-ignore lint/a11y/useValidAnchor: SPEC §1 asks for placeholder links that lead nowhere yet. */}
                  <a
                    href="#"
                    onClick={stayOnPage}
                    className="rounded-sm text-muted-foreground text-sm transition-colors hover:text-foreground"
                  >
                    {t(link)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-2 px-4 py-6 text-muted-foreground text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{t("landing.footer.rights", { year: String(year) })}</p>
          <p>{t("landing.footer.madeWithCare")}</p>
        </div>
      </div>
    </footer>
  );
}
