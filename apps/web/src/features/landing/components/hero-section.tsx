import { ArrowRight, Check, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";
import { ProductIllustration } from "./product-illustration";

const PROMISES: AppTextId[] = [
  "landing.hero.promiseOpenSource",
  "landing.hero.promiseUnlimited",
  "landing.hero.promiseData",
];

export function HeroSection() {
  const t = useAppText();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] bg-[size:44px_44px] [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black,transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-[28rem] w-[56rem] max-w-none -translate-x-1/2 rounded-full bg-gradient-to-r from-indigo-200/60 via-violet-200/50 to-sky-100/40 blur-3xl dark:opacity-25"
      />
      <div className="mx-auto grid w-full max-w-7xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:px-8 lg:pt-24 lg:pb-28">
        <div className="text-center lg:text-start">
          <Badge variant="soft" className="mb-6 py-1">
            <Sparkles aria-hidden="true" />
            {t("landing.hero.badge")}
          </Badge>
          <h1
            id="hero-title"
            className="text-balance font-bold text-4xl tracking-tight sm:text-5xl lg:text-6xl"
          >
            {t("landing.hero.titleLead")}{" "}
            <span className="text-primary">{t("landing.hero.titleHighlight")}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-pretty text-lg text-muted-foreground lg:mx-0">
            {t("landing.hero.text")}
          </p>
          <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg" className="w-full shadow-lift sm:w-auto">
              <Link to="/register">
                {t("landing.hero.getStarted")}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <a href="#how-it-works">{t("landing.hero.seeHowItWorks")}</a>
            </Button>
          </div>
          <ul className="mt-8 flex flex-col items-center gap-x-6 gap-y-2 text-muted-foreground text-sm sm:flex-row sm:flex-wrap sm:justify-center lg:justify-start">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-success" />
                {t(promise)}
              </li>
            ))}
          </ul>
        </div>
        <ProductIllustration />
      </div>
    </section>
  );
}
