import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";

export function CtaSection() {
  const t = useAppText();
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-700 to-violet-800 px-6 py-14 text-center text-white shadow-lift sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 -left-20 size-72 rounded-full bg-violet-400/20 blur-3xl"
        />
        <h2
          id="cta-title"
          className="relative text-balance font-bold text-3xl tracking-tight sm:text-4xl"
        >
          {t("landing.cta.title")}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-indigo-100 text-lg">
          {t("landing.cta.text")}
        </p>
        <Button
          asChild
          size="lg"
          variant="secondary"
          className="relative mt-9 bg-white text-indigo-700 shadow-lift hover:bg-indigo-50"
        >
          <Link to="/register">
            {t("landing.cta.button")}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
