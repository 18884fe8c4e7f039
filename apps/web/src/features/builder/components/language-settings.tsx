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
import { AddedLanguagesField } from "./added-languages-field";
import { SettingsGroup, type SettingsGroupProps } from "./settings-group";

/** The form's default language and the languages it offers beside it. */
export function LanguageSettings({ settings, error, onChange }: SettingsGroupProps) {
  const { language, languages } = settings;
  return (
    <SettingsGroup title="Languages">
      <p className="-mt-2 text-muted-foreground text-xs">
        Respondents see the form's buttons and messages in their language when the form offers it;
        questions stay as you wrote them until you translate them.
      </p>
      <FormField label="Default language" error={error("language")}>
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
