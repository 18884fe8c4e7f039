import { Download, Upload } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAppText } from "@/lib/i18n/use-app-text";

type TranslationFileButtonsProps = {
  isImporting: boolean;
  onExport: () => void;
  onImport: (file: File) => void;
};

/** "Export for translators" writes the saved texts to a CSV file; "Import translations" reads one back. */
export function TranslationFileButtons({
  isImporting,
  onExport,
  onImport,
}: TranslationFileButtonsProps) {
  const t = useAppText();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size="sm" onClick={onExport}>
        <Download aria-hidden="true" />
        {t("builder.translations.exportFile")}
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-disabled={isImporting || undefined}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        onClick={() => !isImporting && inputRef.current?.click()}
      >
        {isImporting ? <Spinner /> : <Upload aria-hidden="true" />}
        {t("builder.translations.importFile")}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onImport(file);
        }}
      />
    </div>
  );
}
