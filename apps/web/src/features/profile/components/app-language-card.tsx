import type { LanguageCode } from "@formloom/shared/languages";
import { LanguageSelect } from "@/components/language-select";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { APP_LANGUAGES } from "@/lib/i18n/app-i18n";
import { changeAppLanguage } from "@/lib/i18n/app-language";
import { useAppLocale, useAppText } from "@/lib/i18n/use-app-text";
import { lazyToast } from "@/lib/lazy-toast";

/** The language Formloom speaks to this user, in this browser. */
export function AppLanguageCard() {
  const t = useAppText();
  const spoken = useAppLocale() as LanguageCode;
  const onChange = (language: LanguageCode) =>
    changeAppLanguage(language).catch(() => lazyToast.error(t("profile.language.failed")));
  return (
    <section aria-labelledby="app-language-title">
      <Card className="gap-4 px-5 sm:px-7">
        <div>
          <h2 id="app-language-title" className="font-semibold text-lg tracking-tight">
            {t("profile.language.title")}
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">{t("profile.language.description")}</p>
        </div>
        <FormField label={t("profile.language.label")}>
          {(control) => (
            <LanguageSelect
              control={control}
              value={spoken}
              languages={APP_LANGUAGES}
              onChange={onChange}
              className="sm:w-64"
            />
          )}
        </FormField>
      </Card>
    </section>
  );
}
