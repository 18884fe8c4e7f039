import { isLanguageCode } from "@formloom/shared/languages";
import { LanguageName } from "@/components/language-name";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { APP_LANGUAGES } from "@/lib/i18n/app-i18n";
import { changeAppLanguage } from "@/lib/i18n/app-language";
import { useAppText } from "@/lib/i18n/use-app-text";
import { lazyToast } from "@/lib/lazy-toast";

/** The language Formloom speaks to this user, in this browser. */
export function AppLanguageCard() {
  const t = useAppText();
  const onChange = (code: string) => {
    if (!isLanguageCode(code)) return;
    changeAppLanguage(code).catch(() => lazyToast.error(t("profile.language.failed")));
  };
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
            <Select value={t.locale} onValueChange={onChange}>
              <SelectTrigger {...control} className="sm:w-64">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {APP_LANGUAGES.map((code) => (
                  <SelectItem key={code} value={code}>
                    <LanguageName code={code} />
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      </Card>
    </section>
  );
}
