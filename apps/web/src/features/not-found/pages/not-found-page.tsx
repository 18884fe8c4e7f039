import { House } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";

export function NotFoundPage() {
  const t = useAppText();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <p className="bg-gradient-to-br from-primary to-violet-600 dark:to-violet-400 bg-clip-text font-bold text-7xl text-transparent tracking-tight">
        404
      </p>
      <h1 className="mt-4 font-semibold text-2xl tracking-tight sm:text-3xl">
        {t("notFound.page.title")}
      </h1>
      <p className="mt-3 text-muted-foreground">{t("notFound.page.text")}</p>
      <Button asChild className="mt-8">
        <Link to="/">
          <House aria-hidden="true" />
          {t("notFound.page.backHome")}
        </Link>
      </Button>
    </section>
  );
}
