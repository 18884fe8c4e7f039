import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";

const STEPS: { title: AppTextId; text: AppTextId }[] = [
  { title: "landing.steps.createTitle", text: "landing.steps.createText" },
  { title: "landing.steps.buildTitle", text: "landing.steps.buildText" },
  { title: "landing.steps.shareTitle", text: "landing.steps.shareText" },
  { title: "landing.steps.analyzeTitle", text: "landing.steps.analyzeText" },
];

export function StepsSection() {
  const t = useAppText();
  return (
    <section
      id="how-it-works"
      aria-labelledby="steps-title"
      className="mx-auto w-full max-w-7xl scroll-mt-20 px-4 py-20 sm:px-6 sm:py-28 lg:px-8"
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">
          {t("landing.steps.eyebrow")}
        </p>
        <h2
          id="steps-title"
          className="mt-3 text-balance font-bold text-3xl tracking-tight sm:text-4xl"
        >
          {t("landing.steps.title")}
        </h2>
      </div>
      <div className="relative mt-14">
        <div
          aria-hidden="true"
          className="absolute top-6 right-[12.5%] left-[12.5%] hidden h-px bg-gradient-to-r from-primary/10 via-primary/40 to-primary/10 lg:block"
        />
        <ol className="relative grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative text-center">
              <span className="relative mx-auto flex size-12 items-center justify-center rounded-full bg-primary font-semibold text-lg text-primary-foreground shadow-lift ring-8 ring-background">
                {index + 1}
              </span>
              <h3 className="mt-5 font-semibold text-lg">{t(step.title)}</h3>
              <p className="mx-auto mt-2 max-w-xs text-muted-foreground">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
