import { isLanguageCode, type LanguageCode } from "@formloom/shared/languages";
import { LanguageName } from "@/components/language-name";
import type { FieldControlProps } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

type LanguageSelectProps = {
  control: FieldControlProps;
  value: LanguageCode;
  languages: readonly LanguageCode[];
  onChange: (language: LanguageCode) => void;
  className?: string;
};

/** One of `languages`, each named in its own language. */
export function LanguageSelect({
  control,
  value,
  languages,
  onChange,
  className,
}: LanguageSelectProps) {
  return (
    <Select value={value} onValueChange={(code) => isLanguageCode(code) && onChange(code)}>
      <SelectTrigger {...control} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {languages.map((code) => (
          <SelectItem key={code} value={code}>
            <LanguageName code={code} />
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
