import type { NpsSummary } from "@formloom/shared";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";

const GROUPS = [
  {
    key: "detractors",
    label: "responses.summary.npsDetractors",
    range: "0–6",
    bar: "bg-destructive",
    text: "text-destructive",
  },
  {
    key: "passives",
    label: "responses.summary.npsPassives",
    range: "7–8",
    bar: "bg-muted-foreground/50",
    text: "text-foreground",
  },
  {
    key: "promoters",
    label: "responses.summary.npsPromoters",
    range: "9–10",
    bar: "bg-success",
    text: "text-success",
  },
] as const;

/**
 * The Net Promoter Score and its three groups. The stacked bar is decoration: every group is
 * also named with its count and share, so the figures read the same in black and white.
 */
export function NpsSummaryView({ nps }: { nps: NpsSummary }) {
  const t = useAppText();
  const score = new Intl.NumberFormat(t.locale, { signDisplay: "exceptZero" });
  return (
    <section
      aria-label={t("responses.summary.nps")}
      className="grid gap-3 rounded-lg border px-3 py-3"
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-muted-foreground text-sm">{t("responses.summary.nps")}</span>
        <span className="font-semibold text-2xl tabular-nums" data-testid="nps-score">
          {score.format(nps.score)}
        </span>
        <span className="text-muted-foreground text-xs">{t("responses.summary.npsRange")}</span>
      </p>
      <div
        aria-hidden="true"
        className="flex h-3 w-full gap-0.5 overflow-hidden rounded-full bg-muted"
      >
        {GROUPS.map((group) =>
          nps[group.key].percentage > 0 ? (
            <div
              key={group.key}
              className={cn("h-full", group.bar)}
              style={{ width: `${nps[group.key].percentage}%` }}
            />
          ) : null,
        )}
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        {GROUPS.map((group) => (
          <div key={group.key} className="min-w-0">
            <dt className={cn("font-medium", group.text)}>
              {t(group.label)}{" "}
              <span className="font-normal text-muted-foreground">({group.range})</span>
            </dt>
            <dd className="tabular-nums">
              {nps[group.key].count} · {nps[group.key].percentage}%
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
