import {
  type Form,
  type LabelledSourceText,
  type LanguageCode,
  mergeImportedTexts,
  readTranslationRows,
  type UnmatchedRow,
  writeTranslationFile,
} from "@formloom/shared";
import { useState } from "react";
import { toast } from "sonner";
import { getErrorMessage } from "@/lib/api-client";
import { appText } from "@/lib/i18n/use-app-text";
import { saveBlob } from "@/lib/save-blob";
import { toFileName } from "@/lib/to-file-name";
import { useSaveTranslations } from "../api/save-translations";
import { readCsvFile } from "../utils/read-csv-file";
import { sayRule } from "../utils/rule-text";

export type ImportReport = { applied: number; unmatched: UnmatchedRow[] };

const IMPORT_TOAST = { id: "import-translations" };

/** Exports the saved translations for translators, and imports their file back. */
export function useTranslationFile(
  form: Form,
  sources: readonly LabelledSourceText[],
  onImported: (languages: LanguageCode[]) => void,
) {
  const [report, setReport] = useState<ImportReport | null>(null);
  const [isImporting, setImporting] = useState(false);
  const saveTranslations = useSaveTranslations();
  const { language, languages } = form.settings;

  const exportFile = () => {
    const csv = writeTranslationFile({
      sources,
      language,
      languages,
      translations: form.translations,
    });
    saveBlob(
      new Blob([csv], { type: "text/csv;charset=utf-8" }),
      `${toFileName(form.title)}-translations.csv`,
    );
  };

  const importFile = async (file: File) => {
    setImporting(true);
    try {
      const data = await readCsvFile(file);
      const read = readTranslationRows(data, sources, { language, languages });
      if (!read.ok) return void toast.error(sayRule(read.message), IMPORT_TOAST);
      const imported = Object.entries(read.value.translations) as [
        LanguageCode,
        Record<string, string>,
      ][];
      for (const [code, texts] of imported) {
        const merged = mergeImportedTexts(sources, form.translations[code], texts);
        await saveTranslations.mutateAsync({ formId: form._id, language: code, texts: merged });
      }
      onImported(imported.map(([code]) => code));
      const unmatched = read.value.unmatched.map((row) => ({
        ...row,
        reason: sayRule(row.reason),
      }));
      setReport({ applied: read.value.applied, unmatched });
      toast.success(appText("builder.translationFile.imported"), IMPORT_TOAST);
    } catch (error) {
      toast.error(
        getErrorMessage(error, appText("builder.translationFile.importFailed")),
        IMPORT_TOAST,
      );
    } finally {
      setImporting(false);
    }
  };

  return { exportFile, importFile, isImporting, report, dismissReport: () => setReport(null) };
}
