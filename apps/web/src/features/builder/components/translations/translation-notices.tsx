import { Info } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { useAppText } from "@/lib/i18n/use-app-text";

type TranslationNoticesProps = { isDirty: boolean; hasLanguages: boolean };

/** Why the view may not show what the builder shows: it translates the saved form only. */
export function TranslationNotices({ isDirty, hasLanguages }: TranslationNoticesProps) {
  const t = useAppText();
  if (!hasLanguages) {
    return (
      <p className="px-5 py-5 text-muted-foreground text-sm">
        {t("builder.translations.noLanguages")}
      </p>
    );
  }
  if (!isDirty) return null;
  return (
    <Alert>
      <Info aria-hidden="true" />
      <p>{t("builder.translations.unsavedChanges")}</p>
    </Alert>
  );
}
