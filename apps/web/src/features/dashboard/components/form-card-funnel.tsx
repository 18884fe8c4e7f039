import type { FormSummary } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";

/** The form's views and completion rate, once its public page has been viewed. */
export function FormCardFunnel({ form }: { form: Pick<FormSummary, "views" | "completionRate"> }) {
  const t = useAppText();
  if (form.views === 0) return null;
  const rate =
    form.completionRate === null
      ? null
      : new Intl.NumberFormat(t.locale, { style: "percent", maximumFractionDigits: 0 }).format(
          Math.min(form.completionRate, 1),
        );
  return (
    <p data-form-funnel className="text-muted-foreground text-xs tabular-nums">
      {t("dashboard.card.views", { count: form.views })}
      {rate !== null && <> · {t("dashboard.card.completion", { rate })}</>}
    </p>
  );
}
