import { Clock, Percent, Timer } from "lucide-react";
import { StatCard, StatGrid } from "@/components/ui/stat-card";
import { getErrorMessage } from "@/lib/api-client";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useFormFunnel } from "../api/get-form-funnel";
import { formatDuration, formatShare } from "../utils/format-duration";
import { buildFunnelRows } from "../utils/funnel-steps";
import { FunnelTable } from "./funnel-table";
import { TabMessage } from "./tab-message";

type FunnelTabProps = {
  formId: string;
  version: number;
  /** The page's date filter, as whole days. */
  from?: string;
  to?: string;
  isOpen: boolean;
};

/** Where respondents drop off: views → starts → pages → submitted, and how long they take. */
export function FunnelTab({ formId, version, from, to, isOpen }: FunnelTabProps) {
  const t = useAppText();
  const funnel = useFormFunnel(
    { formId, version, from: from?.slice(0, 10), to: to?.slice(0, 10) },
    { enabled: isOpen },
  );
  if (funnel.isError && !funnel.data) {
    return (
      <TabMessage onRetry={() => funnel.refetch()}>
        {getErrorMessage(funnel.error, t("responses.funnel.fetchFailed"))}
      </TabMessage>
    );
  }
  if (!funnel.data) return null;
  const { completionRate, medianSeconds, p90Seconds } = funnel.data;
  const time = (seconds: number | null) =>
    seconds === null ? "—" : formatDuration(seconds, t.locale);
  return (
    <div className="grid gap-4">
      <StatGrid className="lg:grid-cols-3">
        <StatCard
          icon={<Percent aria-hidden="true" className="size-4" />}
          label={t("responses.funnel.completionRate")}
          value={completionRate === null ? "—" : formatShare(completionRate, t.locale)}
        />
        <StatCard
          icon={<Clock aria-hidden="true" className="size-4" />}
          label={t("responses.funnel.medianTime")}
          value={time(medianSeconds)}
        />
        <StatCard
          icon={<Timer aria-hidden="true" className="size-4" />}
          label={t("responses.funnel.p90Time")}
          value={time(p90Seconds)}
        />
      </StatGrid>
      {funnel.data.views === 0 && funnel.data.submissions === 0 ? (
        <TabMessage>{t("responses.funnel.empty")}</TabMessage>
      ) : (
        <FunnelTable rows={buildFunnelRows(funnel.data)} />
      )}
      <p className="text-muted-foreground text-sm">{t("responses.funnel.privacy")}</p>
    </div>
  );
}
