import { isLanguageCode, LANGUAGE_CODES } from "@formloom/shared";
import { LanguageName } from "@/components/language-name";
import { FormField } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
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
          <Select
            value={language}
            onValueChange={(code) => {
              if (!isLanguageCode(code)) return;
              // The new default is offered anyway: it leaves the other languages.
              onChange({ language: code, languages: languages.filter((added) => added !== code) });
            }}
          >
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LANGUAGE_CODES.map((code) => (
                <SelectItem key={code} value={code}>
                  <LanguageName code={code} />
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
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
