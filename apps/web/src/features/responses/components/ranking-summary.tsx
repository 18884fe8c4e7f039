import type { RankingSummary } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";
import { formatNumber } from "../utils/format-answer";

/** A bar as long as the option is highly ranked: first place fills it, last leaves 1/n. */
const toBarWidth = (averagePosition: number, optionCount: number) =>
  `${Math.max(0, Math.min(100, ((optionCount + 1 - averagePosition) / optionCount) * 100))}%`;

/** A ranking: the options from best to worst average position, each with its figure. */
export function RankingSummaryView({ label, ranking }: { label: string; ranking: RankingSummary }) {
  const t = useAppText();
  return (
    <ol
      aria-label={t("responses.summary.rankingLabel", { question: label })}
      className="grid gap-3"
    >
      {ranking.map((item, index) => (
        <li key={item.option} className="grid gap-1.5">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-1">
              <span aria-hidden="true" className="text-muted-foreground tabular-nums">
                {index + 1}.
              </span>
              <span className={item.isCorrectPosition ? "font-medium text-success" : undefined}>
                <span className="wrap-anywhere">{item.option}</span>
              </span>
              {item.isCorrectPosition && (
                <span className="inline-flex rounded-full bg-success/10 px-2 py-0.5 font-medium text-success text-xs">
                  {t("responses.summary.correctPosition")}
                </span>
              )}
            </span>
            <span className="shrink-0 text-muted-foreground tabular-nums">
              {t("responses.summary.averagePosition", {
                position: formatNumber(item.averagePosition, t.locale),
              })}
            </span>
          </div>
          <div aria-hidden="true" className="h-2.5 w-full overflow-hidden rounded-full bg-muted">
            <div
              className={`h-full rounded-full ${item.isCorrectPosition ? "bg-success" : "bg-primary/80"}`}
              style={{ width: toBarWidth(item.averagePosition, ranking.length) }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
