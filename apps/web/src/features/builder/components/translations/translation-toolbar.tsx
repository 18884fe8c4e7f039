import type { LanguageCode } from "@formloom/shared";
import type { ReactNode } from "react";
import { TranslationFileButtons } from "./translation-file-buttons";
import { TranslationLanguageSelect } from "./translation-language-select";

type TranslationToolbarProps = {
  language: LanguageCode;
  languages: readonly LanguageCode[];
  onLanguageChange: (language: LanguageCode) => void;
  file: { isImporting: boolean; exportFile: () => void; importFile: (file: File) => void };
  /** The progress line, under the controls. */
  children: ReactNode;
};

/** The view's fixed top: which language, the translators' file, and how far it is translated. */
export function TranslationToolbar({
  language,
  languages,
  onLanguageChange,
  file,
  children,
}: TranslationToolbarProps) {
  return (
    <div className="grid gap-3 border-b px-5 py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TranslationLanguageSelect
          language={language}
          languages={languages}
          onChange={onLanguageChange}
        />
        <TranslationFileButtons
          isImporting={file.isImporting}
          onExport={file.exportFile}
          onImport={file.importFile}
        />
      </div>
      {children}
    </div>
  );
}
