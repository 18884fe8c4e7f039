import { isLanguageCode, LANGUAGES, type LanguageCode } from "@formloom/shared";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useAppText } from "@/lib/i18n/use-app-text";

type TranslationLanguageSelectProps = {
  language: LanguageCode;
  languages: readonly LanguageCode[];
  onChange: (language: LanguageCode) => void;
};

/** Which added language is shown; none to choose when the form adds only one. */
export function TranslationLanguageSelect({
  language,
  languages,
  onChange,
}: TranslationLanguageSelectProps) {
  const t = useAppText();
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>{t("builder.translations.language")}</Label>
      <Select value={language} onValueChange={(code) => isLanguageCode(code) && onChange(code)}>
        <SelectTrigger id={id} className="w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {languages.map((code) => (
            <SelectItem key={code} value={code}>
              {LANGUAGES[code].englishName}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
