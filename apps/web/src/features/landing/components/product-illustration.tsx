import { Check, GripVertical, Link2, Plus, Star } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";

const OPTIONS: AppTextId[] = [
  "landing.illustration.optionFriend",
  "landing.illustration.optionSocial",
  "landing.illustration.optionSearch",
];
// The address bar shows an address, the same in every language.
const BUILDER_ADDRESS = "forms.example.org/forms/new";
const WEEKLY_RESPONSES = 1284;
const WEEKLY_GROWTH = 0.18;
const BARS = [38, 52, 44, 68, 60, 84, 96];

function QuestionCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn("flex gap-2 rounded-lg border bg-card p-3 shadow-xs", className)}>
      <GripVertical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

function BuilderWindow() {
  const t = useAppText();
  return (
    <div className="overflow-hidden rounded-2xl border bg-background shadow-lift">
      <div className="flex items-center gap-1.5 border-b bg-muted/60 px-4 py-3">
        <span className="size-2.5 rounded-full bg-red-400" />
        <span className="size-2.5 rounded-full bg-amber-400" />
        <span className="size-2.5 rounded-full bg-emerald-400" />
        <span className="ms-3 min-w-0 flex-1 truncate rounded-md bg-background px-3 py-1 text-muted-foreground text-xs">
          {BUILDER_ADDRESS}
        </span>
      </div>
      <div className="space-y-3 p-4 sm:p-6">
        <div className="flex items-center justify-between gap-2">
          <div className="flex rounded-md bg-muted p-0.5 text-xs">
            <span className="rounded bg-background px-2.5 py-1 font-medium shadow-xs">
              {t("landing.illustration.edit")}
            </span>
            <span className="px-2.5 py-1 text-muted-foreground">
              {t("landing.illustration.preview")}
            </span>
          </div>
          <span className="rounded-md bg-primary px-2.5 py-1 font-medium text-primary-foreground text-xs">
            {t("landing.illustration.saveForm")}
          </span>
        </div>
        <div>
          <p className="font-semibold text-base">{t("landing.illustration.formTitle")}</p>
          <p className="text-muted-foreground text-xs">
            {t("landing.illustration.formDescription")}
          </p>
        </div>
        <QuestionCard>
          <p className="font-medium text-sm">
            {t("landing.illustration.nameQuestion")} <span className="text-destructive">*</span>
          </p>
          <div className="mt-2 h-7 rounded-md border bg-muted/50" />
        </QuestionCard>
        <QuestionCard className="relative z-10 -rotate-1 translate-x-1 border-primary/50 shadow-lift ring-2 ring-primary/30 sm:translate-x-3">
          <p className="font-medium text-sm">{t("landing.illustration.sourceQuestion")}</p>
          <ul className="mt-2 space-y-1.5">
            {OPTIONS.map((option, index) => (
              <li key={option} className="flex items-center gap-2 text-muted-foreground text-xs">
                <span
                  className={cn(
                    "flex size-3.5 items-center justify-center rounded-full border",
                    index === 0 && "border-primary",
                  )}
                >
                  {index === 0 && <span className="size-1.5 rounded-full bg-primary" />}
                </span>
                {t(option)}
              </li>
            ))}
          </ul>
        </QuestionCard>
        <QuestionCard>
          <p className="font-medium text-sm">{t("landing.illustration.rateQuestion")}</p>
          <div className="mt-2 flex gap-1">
            {[1, 2, 3, 4, 5].map((star) => (
              <Star
                key={star}
                aria-hidden="true"
                className={cn(
                  "size-4",
                  star <= 4 ? "fill-amber-400 text-amber-400" : "text-muted-foreground",
                )}
              />
            ))}
          </div>
        </QuestionCard>
        <div className="flex items-center justify-center gap-1.5 rounded-lg border border-dashed py-2 text-muted-foreground text-xs">
          <Plus aria-hidden="true" className="size-3.5" />
          {t("landing.illustration.addQuestion")}
        </div>
      </div>
    </div>
  );
}

function AnalyticsCard() {
  const t = useAppText();
  return (
    <div className="absolute right-2 -bottom-10 w-44 rounded-xl border bg-background p-3 shadow-lift sm:-right-6 sm:w-56 sm:p-4">
      <p className="text-muted-foreground text-xs">{t("landing.illustration.responsesThisWeek")}</p>
      <div className="mt-1 flex items-baseline gap-2">
        <span className="font-semibold text-xl sm:text-2xl">
          {new Intl.NumberFormat(t.locale).format(WEEKLY_RESPONSES)}
        </span>
        <span className="rounded-full bg-success/10 px-1.5 py-0.5 font-semibold text-[0.65rem] text-success">
          {new Intl.NumberFormat(t.locale, { style: "percent", signDisplay: "always" }).format(
            WEEKLY_GROWTH,
          )}
        </span>
      </div>
      <svg viewBox="0 0 140 64" aria-hidden="true" className="mt-3 h-14 w-full">
        <defs>
          <linearGradient id="landing-bars" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#a78bfa" />
          </linearGradient>
        </defs>
        {BARS.map((height, index) => (
          <rect
            key={height}
            x={index * 20 + 2}
            y={64 - (height / 100) * 64}
            width="14"
            height={(height / 100) * 64}
            rx="3"
            fill="url(#landing-bars)"
            opacity={index === BARS.length - 1 ? 1 : 0.55 + index * 0.05}
          />
        ))}
      </svg>
    </div>
  );
}

function ShareChip() {
  const t = useAppText();
  return (
    <div className="absolute -top-4 right-3 flex items-center gap-2 rounded-full border bg-background py-1.5 pr-3 pl-1.5 text-xs shadow-lift sm:-right-4">
      <span className="flex size-6 items-center justify-center rounded-full bg-success/10 text-success">
        <Check aria-hidden="true" className="size-3.5" />
      </span>
      <Link2 aria-hidden="true" className="size-3.5 text-muted-foreground" />
      {t("landing.illustration.shareLinkCopied")}
    </div>
  );
}

/** The hero's product picture, drawn in HTML and SVG so the page needs no image download. */
export function ProductIllustration() {
  const t = useAppText();
  return (
    <div
      role="img"
      aria-label={t("landing.illustration.description")}
      className="relative mx-auto w-full max-w-xl pb-10 lg:max-w-none"
    >
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-primary/15 via-violet-400/10 to-transparent blur-2xl" />
      <BuilderWindow />
      <ShareChip />
      <AnalyticsCard />
    </div>
  );
}
