import {
  ChartColumnBig,
  FileSpreadsheet,
  GripVertical,
  Link2,
  type LucideIcon,
  ShieldCheck,
  Trophy,
} from "lucide-react";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";

type Feature = { icon: LucideIcon; title: AppTextId; text: AppTextId };

const FEATURES: Feature[] = [
  {
    icon: GripVertical,
    title: "landing.features.builderTitle",
    text: "landing.features.builderText",
  },
  {
    icon: Link2,
    title: "landing.features.shareTitle",
    text: "landing.features.shareText",
  },
  {
    icon: ChartColumnBig,
    title: "landing.features.analyticsTitle",
    text: "landing.features.analyticsText",
  },
  {
    icon: FileSpreadsheet,
    title: "landing.features.exportTitle",
    text: "landing.features.exportText",
  },
  {
    icon: Trophy,
    title: "landing.features.quizzesTitle",
    text: "landing.features.quizzesText",
  },
  {
    icon: ShieldCheck,
    title: "landing.features.validationTitle",
    text: "landing.features.validationText",
  },
];

export function FeaturesSection() {
  const t = useAppText();
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-20 border-y bg-muted/40 py-20 sm:py-28"
    >
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-primary text-sm uppercase tracking-wider">
            {t("landing.features.eyebrow")}
          </p>
          <h2
            id="features-title"
            className="mt-3 text-balance font-bold text-3xl tracking-tight sm:text-4xl"
          >
            {t("landing.features.title")}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{t("landing.features.text")}</p>
        </div>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="group rounded-2xl border bg-card p-6 shadow-soft transition-shadow hover:shadow-lift"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 font-semibold text-lg">{t(title)}</h3>
              <p className="mt-2 text-muted-foreground leading-relaxed">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
