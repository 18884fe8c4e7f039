import { LANGUAGE_CODES } from "@formloom/shared";
import { LanguageSelect } from "@/components/language-select";
import { FormField } from "@/components/ui/form-field";
import { useAppText } from "@/lib/i18n/use-app-text";
import { AddedLanguagesField } from "./added-languages-field";
import { SettingsGroup, type SettingsGroupProps } from "./settings-group";

/** The form's default language and the languages it offers beside it. */
export function LanguageSettings({ settings, error, onChange }: SettingsGroupProps) {
  const t = useAppText();
  const { language, languages } = settings;
  return (
    <SettingsGroup title={t("builder.languages.title")}>
      <p className="-mt-2 text-muted-foreground text-xs">{t("builder.languages.description")}</p>
      <FormField label={t("builder.languages.defaultLanguage")} error={error("language")}>
        {(control) => (
          <LanguageSelect
            control={control}
            value={language}
            languages={LANGUAGE_CODES}
            onChange={(code) =>
              // The new default is offered anyway: it leaves the other languages.
              onChange({ language: code, languages: languages.filter((added) => added !== code) })
            }
          />
        )}
      </FormField>
      <AddedLanguagesField
        language={language}
        languages={languages}
        error={error("languages")}
        onChange={(added) => onChange({ languages: added })}
      />
    </SettingsGroup>
  );
}
