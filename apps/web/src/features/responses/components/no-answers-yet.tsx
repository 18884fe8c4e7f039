import { useAppText } from "@/lib/i18n/use-app-text";

/** A summary without figures: nothing answered the question yet. */
export function NoAnswersYet() {
  const t = useAppText();
  return <p className="text-muted-foreground">{t("responses.summary.noAnswers")}</p>;
}
