import type { AppText } from "@/lib/i18n/use-app-text";

export function formatQuestionCount(t: AppText, count: number): string {
  return t("dashboard.card.questionCount", { count });
}
