import {
  type Form,
  type FormSettings,
  isTranslated,
  type LabelledSourceText,
  type LanguageCode,
} from "@formloom/shared";
import { useState } from "react";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { TranslationDrafts } from "../../hooks/use-translation-drafts";
import { useTranslationFile } from "../../hooks/use-translation-file";
import { SettingSwitch } from "../setting-switch";
import { ImportReport } from "./import-report";
import { SaveTranslationsBar } from "./save-translations-bar";
import { TranslationFallbackSwitch } from "./translation-fallback-switch";
import { TranslationList } from "./translation-list";
import { TranslationNotices } from "./translation-notices";
import { TranslationProgress } from "./translation-progress";
import { TranslationToolbar } from "./translation-toolbar";

type TranslationsViewProps = {
  form: Form;
  sources: readonly LabelledSourceText[];
  drafts: TranslationDrafts;
  isDirty: boolean;
  onSettingsSaved: (changes: Partial<FormSettings>) => void;
};

export function TranslationsView({
  form,
  sources,
  drafts,
  isDirty,
  onSettingsSaved,
}: TranslationsViewProps) {
  const t = useAppText();
  const { language: sourceLanguage, languages, translationFallback } = form.settings;
  const [chosen, setChosen] = useState(languages[0]);
  const [isMissingOnly, setMissingOnly] = useState(false);
  const file = useTranslationFile(form, sources, drafts.discard);
  const language: LanguageCode | undefined =
    chosen && languages.includes(chosen) ? chosen : languages[0];
  if (!language) return <TranslationNotices isDirty={isDirty} hasLanguages={false} />;

  const texts = drafts.textsOf(language);
  // Filtered by what is saved: a row being typed in stays until the next save.
  const shown = isMissingOnly
    ? sources.filter((source) => !isTranslated(form.translations[language], source.key))
    : sources;
  return (
    <>
      <TranslationToolbar
        language={language}
        languages={languages}
        onLanguageChange={setChosen}
        file={file}
      >
        <TranslationProgress
          language={language}
          sourceLanguage={sourceLanguage}
          sources={sources}
          texts={texts}
          isFallbackOn={translationFallback}
        />
      </TranslationToolbar>
      <div className="grid min-h-0 flex-1 content-start gap-6 overflow-y-auto px-5 py-5">
        <TranslationNotices isDirty={isDirty} hasLanguages />
        {file.report && <ImportReport report={file.report} onDismiss={file.dismissReport} />}
        <div className="grid gap-4 rounded-lg border p-4">
          <TranslationFallbackSwitch form={form} onSaved={onSettingsSaved} />
          <SettingSwitch
            label={t("builder.translations.showOnlyMissing")}
            checked={isMissingOnly}
            onCheckedChange={setMissingOnly}
          />
        </div>
        <TranslationList
          sources={shown}
          sourceLanguage={sourceLanguage}
          language={language}
          texts={texts}
          errors={drafts.errorsOf(language)}
          onChange={(key, text) => drafts.setText(language, key, text)}
        />
      </div>
      <SaveTranslationsBar
        hasEdits={drafts.hasEdits(language)}
        isSaving={drafts.isSaving}
        onSave={() => drafts.save(language)}
      />
    </>
  );
}
