import { LANGUAGES, type LanguageCode } from "@formloom/shared/languages";
import { Languages } from "lucide-react";
import { useRespondText } from "./use-respond-text";

type LanguageMenuProps = {
  language: LanguageCode;
  offered: readonly LanguageCode[];
  onChoose: (language: LanguageCode) => void;
};

/** The form's languages, each named in itself; shown only when the form speaks more than one. */
export function LanguageMenu({ language, offered, onChoose }: LanguageMenuProps) {
  const t = useRespondText();
  if (offered.length < 2) return null;
  return (
    <label className="ms-auto flex items-center gap-2 text-sm">
      <Languages aria-hidden="true" className="size-4 text-muted-foreground" />
      <span className="sr-only">{t("language.label")}</span>
      <select
        value={language}
        onChange={(event) => onChoose(event.target.value as LanguageCode)}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {offered.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code].name}
          </option>
        ))}
      </select>
    </label>
  );
}
